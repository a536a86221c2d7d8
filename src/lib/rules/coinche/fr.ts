/**
 * La page de règles de la Coinche en français : rédigée avec nos propres mots d'après
 * rules/coinche.txt et les lectures Coinche de RULES-NOTES : le
 * déroulement d'une donne, le calcul des points, chaque règle de la maison et les lectures retenues.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Coinche',
	credit:
		'D’après les règles de la Coinche publiées par GameRules.com (gamerules.com/rules/coinche). Cette page est un résumé propre à Tablekeeper.',
	sections: {
		overview: {
			title: 'Le jeu en bref',
			paragraphs: [
				'La Coinche est un jeu de plis pour quatre joueurs répartis en deux équipes ; les partenaires sont assis face à face. On joue avec 32 cartes : dans chaque couleur, du 7 à l’as. À chaque donne, une équipe s’engage sur un nombre de points avec l’atout de son choix, et l’autre équipe cherche à la faire chuter.',
				'Les points de chaque donne s’additionnent, et la partie se joue jusqu’à un score visé : 2000, sauf si la table en a choisi un autre.'
			]
		},
		seating: {
			title: 'La donne et l’ordre de jeu',
			paragraphs: [
				'Par défaut, on joue dans le sens inverse des aiguilles d’une montre : après chaque donne, c’est le joueur de droite qui devient donneur, et le joueur assis à droite du donneur parle le premier aux enchères et entame le premier pli. Une table qui joue dans l’autre sens inverse tout cela (voir les règles de la maison). L’écran de la partie indique toujours qui donne, qui parle en premier et qui entame.',
				'Chaque joueur reçoit huit cartes, distribuées en deux paquets de trois et un paquet de deux. Si les quatre joueurs passent sans enchérir, la donne est notée « tout le monde passe » : personne ne marque et le donneur suivant distribue.'
			]
		},
		'card-values': {
			title: 'Ordre et valeur des cartes',
			paragraphs: [
				'À l’atout, le valet est la plus forte carte, puis le 9, l’as, le 10, le roi, la dame, le 8 et le 7. Dans les autres couleurs, l’as est la plus forte, puis le 10, le roi, la dame, le valet, le 9, le 8 et le 7.',
				'Valeur des cartes : le valet d’atout vaut 20, le 9 d’atout 14, les as 11, les 10 valent 10, les rois 4 et les dames 3 ; un valet hors atout vaut 2 ; toutes les autres cartes ne valent rien. Les cartes totalisent 152 points, et l’équipe qui remporte le dernier pli gagne 10 de plus (le « dix de der ») : chaque donne répartit donc exactement 162 points de cartes entre les deux équipes.',
				'Avec l’option sans atout, toutes les couleurs se classent comme des couleurs ordinaires et les as valent 19 chacun (dix 10, rois 4, dames 3, valets 2). Avec l’option tout atout, toutes les couleurs se classent comme l’atout mais valent moins : valet 13, neuf 9, as 7, dix 5, roi 3, dame 1. Dans les deux cas, on retrouve 162 avec le dernier pli.',
				'L’aide « compter un tas » additionne les cartes des plis gagnés par une équipe selon l’atout du contrat et remplit les points des deux équipes. Un tas de plis gagnés se compose toujours de plis entiers de quatre cartes, et chaque carte n’y figure qu’une fois.'
			]
		},
		bidding: {
			title: 'Enchères, coinche et surcoinche',
			paragraphs: [
				'Une enchère annonce un nombre de points et un atout, par exemple « 100 cœur ». Les enchères commencent à 80 et montent de 10 en 10 jusqu’à 160 ; chacune doit dépasser la précédente. Avoir passé une fois n’empêche pas d’enchérir ensuite. On peut aussi annoncer capot : l’équipe s’engage alors à faire les huit plis.',
				'Un adversaire de l’équipe qui détient la plus haute enchère peut dire « coinche » : l’enchère comptera double. L’équipe preneuse peut répondre « surcoinche » : l’enchère compte alors quatre fois. Seule l’enchère est multipliée, jamais les points de cartes. Un capot annoncé ne peut être ni coinché ni surcoinché.',
				'L’équipe dont l’enchère l’emporte est l’équipe preneuse ; l’autre équipe est en défense.'
			]
		},
		tricks: {
			title: 'Le jeu des plis',
			paragraphs: [
				'Le joueur qui entame joue la carte qu’il veut. Les autres doivent fournir, c’est-à-dire jouer la couleur demandée s’ils en ont ; ils ne sont pas obligés de monter, sauf à l’atout.',
				'Un joueur qui n’a plus la couleur demandée doit couper quand un adversaire est maître du pli. Si un atout est déjà sur la table, il doit surcouper s’il le peut, et sinon jouer un atout plus petit s’il ne lui reste que cela. Quand son partenaire est maître, il peut jouer n’importe quelle carte. S’il n’a ni la couleur demandée ni atout, il joue ce qu’il veut.',
				'Quand on entame à l’atout, chacun doit monter au-dessus du meilleur atout joué s’il le peut, même sur son partenaire. À sans atout, il suffit de fournir. À tout atout, il faut fournir et monter sur la meilleure carte de la couleur si on le peut.',
				'Le plus fort atout remporte le pli ; sans atout joué, c’est la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.',
				'L’arbitre de pli prend l’atout, les cartes dans l’ordre où elles ont été jouées et le joueur qui a entamé. Il indique qui remporte le pli et ce qu’il vaut, et pour chaque joueur ce qu’il devait jouer s’il le pouvait. Il ne voit pas les mains : quand une carte ne remplit pas cette obligation, il dit ce qui devait manquer au joueur pour que la carte soit permise, par exemple « plus de cœur et plus d’atout ».'
			]
		},
		entering: {
			title: 'Saisir une donne',
			paragraphs: [
				'Une donne se saisit dans l’ordre où elle se déroule : le preneur (son équipe suit), l’enchère, l’atout, l’éventuelle coinche ou surcoinche, l’équipe qui a annoncé la belote, puis les points de cartes des preneurs, dernier pli compris. Les points de la défense s’affichent : 162 moins ce nombre.',
				'« Tous les plis » est un interrupteur à part, qui ne se déduit pas des points : la défense peut remporter un pli sans aucun point et laisser quand même 162 aux preneurs. Activer l’interrupteur met 162, et tout autre nombre est alors refusé.',
				'Certains totaux sont impossibles. Avec un atout de couleur ou à sans atout, aucune carte ne vaut un seul point : aucune équipe ne peut donc finir avec exactement 1 ou 161. Tablekeeper demande alors de recompter plutôt que d’enregistrer une faute de frappe.'
			]
		},
		belote: {
			title: 'Belote-rebelote',
			paragraphs: [
				'Le joueur qui a le roi et la dame d’atout dit « belote » en jouant le premier des deux et « rebelote » avec le second. Son équipe marque 20 points quoi qu’il arrive au contrat, même s’il chute ou si l’autre camp fait capot.',
				'Une seule équipe peut l’annoncer dans une donne, et jamais à sans atout, où il n’y a ni roi ni dame d’atout. À tout atout, on peut encore l’annoncer une fois.'
			]
		},
		contract: {
			title: 'Contrat rempli ou chuté',
			paragraphs: [
				'Le total des preneurs, ce sont leurs points de cartes, dernier pli compris, plus 20 s’ils ont annoncé la belote. Le contrat est rempli quand ce total atteint l’enchère et vaut au moins 82 : une enchère de 80 demande donc 82, et toute enchère plus haute demande simplement sa valeur.',
				'Que la belote compte ou non pour le contrat est une règle de la maison (elle compte par défaut). Si elle ne compte pas, les preneurs doivent atteindre l’enchère avec les seuls points de cartes ; leur belote est tout de même marquée.'
			]
		},
		made: {
			title: 'Compter un contrat rempli',
			paragraphs: [
				'Les preneurs marquent leurs points de cartes arrondis, plus l’enchère multipliée par la coinche (1, 2 ou 4), plus leur belote. La défense marque ses propres points de cartes arrondis, plus sa belote.',
				'Exemple : 100 cœur, coinché, rempli avec 97 points de cartes et la belote : le total est 117, le contrat est rempli ; les preneurs marquent 100 + 2 × 100 + 20 = 320, et la défense 70 pour ses 65 points de cartes.'
			]
		},
		rounding: {
			title: 'L’arrondi',
			paragraphs: [
				'Les points de cartes s’arrondissent à la dizaine la plus proche, un 5 arrondissant vers le haut : 113 donne 110, 85 donne 90, 49 donne 50. On n’arrondit qu’une fois le contrat jugé rempli ou chuté, sur le compte exact : 81 sur une enchère de 80 chute, même si 81 s’arrondirait à 80.'
			]
		},
		'all-tricks': {
			title: 'Tous les plis sans annoncer capot',
			paragraphs: [
				'Quand les preneurs font les huit plis sans avoir annoncé capot, ils marquent 250 au lieu de leurs points de cartes, plus l’enchère multipliée, plus leur belote. La défense ne marque que sa propre belote, si elle l’a annoncée.',
				'Sans la prime de capot, les 162 points de cartes comptent comme les autres et s’arrondissent à 160.'
			]
		},
		failed: {
			title: 'Compter un contrat chuté',
			paragraphs: [
				'Les preneurs ne marquent rien, sauf leur propre belote. La défense marque 160 plus l’enchère multipliée, plus sa belote : un 120 coinché qui chute lui rapporte 160 + 240 = 400.',
				'Avec l’option de chute multipliée, le multiplicateur s’applique à tout le montant : (160 + enchère) × multiplicateur ; le même 120 coinché rapporte alors 560. Sans coinche, les deux façons donnent le même résultat.',
				'Une défense qui fait tous les plis marque une chute ordinaire : il n’y a pas de prime de capot pour la défense.'
			]
		},
		capot: {
			title: 'Le capot annoncé',
			paragraphs: [
				'Un capot annoncé n’est réussi que si les preneurs font tous les plis : ils marquent alors 500 plus leur belote. Sinon, la défense marque 500 plus sa belote, et les preneurs ne gardent que leur belote. Faire 162 points sans tous les plis ne suffit pas.',
				'Comme seuls les plis comptent, un capot annoncé peut être saisi sans compter les points : « tous les plis » pour un capot réussi, rien de plus pour un capot chuté.'
			]
		},
		scale: {
			title: 'Barème : enchère ajoutée ou points faits',
			paragraphs: [
				'Par défaut, l’enchère s’ajoute aux points des preneurs, comme le dit le texte des règles (« enchère ajoutée »). Beaucoup de tables comptent « aux points faits » : le contrat décide seulement qui marque, pas combien.',
				'Aux points faits, contrat réussi : chaque équipe marque ses propres points de cartes, arrondis, plus sa belote ; l’enchère ne s’ajoute pas. Tous les plis sans avoir annoncé capot : 250 plus la belote (160 sans la prime de capot). Un capot annoncé vaut toujours 500.',
				'Aux points faits, contrat chuté : la défense marque 160 plus sa belote, les preneurs seulement leur belote.',
				'Aux points faits, donne coinchée (×2) ou surcoinchée (×4) : le camp qui gagne la donne marque 160 × le multiplicateur plus sa belote, l’autre camp seulement sa belote. Exemple : 90 pique coinché et réussi : 320 aux preneurs.'
			]
		},
		exact: {
			title: 'Points exacts',
			paragraphs: [
				'Avec les points exacts, les points de cartes ne sont jamais arrondis : 97 reste 97, et les points des deux équipes font toujours 162.',
				'Là où les règles arrondissent les 162 de la donne à 160 (un contrat chuté, tous les plis sans prime de capot, une chute aux points faits, une donne coinchée prise en entier) le chiffre exact est 162 : un 100 chuté donne à la défense 162 + 100 = 262. L’objectif, la prime de 250 et les 500 d’un capot annoncé ne changent pas.'
			]
		},
		'whole-deal': {
			title: 'La coinche double toute la donne',
			paragraphs: [
				'Selon le texte des règles, la coinche ne multiplie que l’enchère. Beaucoup de tables doublent plutôt toute la donne : sur une donne coinchée ou surcoinchée, le camp qui la gagne marque (160 + enchère) × le multiplicateur plus sa belote, et l’autre camp seulement sa belote, que le contrat soit réussi ou chuté.',
				'Exemple : 100 cœur coinché, chuté : (160 + 100) × 2 = 520 pour la défense. Réussi : 520 pour les preneurs. Cette option couvre la chute multipliée, qui ne change que les chutes ; une partie qui n’utilise que la chute multipliée compte exactement comme avant. Avec les points faits en plus, c’est le doublement de toute la donne qui décide des donnes coinchées.'
			]
		},
		announcements: {
			title: 'Annonces',
			paragraphs: [
				'Avec l’option des annonces, chaque équipe peut déclarer au premier pli les combinaisons qu’elle tient : une suite de trois cartes d’une couleur (tierce, 20), de quatre (cinquante, 50), de cinq ou plus (cent, 100) ; un carré de valets (200), de neuf (150), d’as, de dix, de rois ou de dames (100). Les carrés de 8 ou de 7 ne valent rien. Les suites suivent l’ordre 7, 8, 9, 10, valet, dame, roi, as.',
				'Seule l’équipe qui tient la meilleure annonce marque ses annonces, toutes. La meilleure est celle qui vaut le plus ; entre suites de même valeur, celle dont la carte la plus haute est la plus forte ; puis une suite à l’atout bat une suite ordinaire. Si les meilleures annonces restent égales, aucune équipe ne marque ses annonces. La meilleure se cherche parmi toutes les annonces des deux équipes : une équipe marque quand l’une de ses annonces bat chacune de celles de l’autre. Un carré égale une suite de même valeur : un carré d’as et un cent au roi battent donc un cent à la dame (le cent au roi le bat), dans quelque ordre qu’on les ait saisis.',
				'Les annonces des preneurs comptent pour réussir le contrat. Si le contrat chute, la défense marque aussi les annonces des preneurs ; quand un camp prend toute une donne coinchée (points faits, ou coinche qui double toute la donne), il prend aussi les annonces. La coinche ne multiplie jamais les annonces.',
				'Les annonces se saisissent en touchant : le type, puis la couleur et la carte la plus haute d’une suite, ou le rang d’un carré. L’arbitre des annonces, sur l’écran de la partie et dans les Règles, dit quelles annonces comptent et pourquoi. Des annonces qu’aucune main ne peut tenir ensemble sont refusées : le même carré deux fois, une carte dans deux suites, plus que les 16 cartes d’une équipe, ou plus que ses deux joueurs n’en tiennent : chacun montre ses annonces d’une main de 8 cartes, si bien que trois suites de cinq ne peuvent pas être à la même équipe (un joueur aurait dix cartes). Un joueur peut montrer un carré et une suite qui passent par la même carte. Quand une équipe annonce la belote, son roi et sa dame d’atout sont dans ses mains : l’autre équipe ne peut annoncer ni carré de rois, ni carré de dames, ni suite passant par l’une de ces cartes.'
			]
		},
		'more-options': {
			title: 'Autres options de score',
			paragraphs: [
				'La belote au gagnant de la donne : quand le contrat chute, est coinché (ou surcoinché) ou qu’un camp fait tous les plis, les 20 de la belote vont au camp qui gagne la donne, quel que soit celui qui l’a annoncée. Seul un contrat réussi sans coinche laisse la belote à son équipe. Exemple : 100 chute, les preneurs avaient la belote : la défense marque 160 + 100 + 20. Exemple : 100 coinché, réussi avec 101 points, la défense avait la belote : les preneurs marquent 100 + 2 × 100 + 20 = 320 et la défense 60 (aux points faits : 160 × 2 + 20 = 340, et 0).',
				'Capot à 252 : tous les plis faits sans annoncer capot valent 252 (les 162 points de cartes plus 90) au lieu de 250, l’enchère ajoutée comme d’habitude : un 120 réussi avec tous les plis donne 252 + 120 = 372. L’arrondi laisse le 252 tel quel.',
				'La coinche multiplie points et enchère : un contrat coinché (ou surcoinché) réussi rapporte aux preneurs (points de cartes + enchère) × le multiplicateur, et la défense garde ses propres points de cartes. Exemple : 100 coinché, réussi avec 110 : (110 + 100) × 2 = 420, la défense 50. Une coinche chutée compte comme le disent les autres options.',
				'Enchères sans atout comptées double : un contrat sans atout compte deux fois son enchère (un 90 sans atout ajoute 180, ou 160 + 180 à la défense s’il chute) ; le contrat demande toujours l’enchère elle-même.',
				'Le capot de la défense : quand le contrat chute et que la défense fait tous les plis, elle marque le capot comme le feraient les preneurs (250, ou 252 avec cette option) plus l’enchère, au lieu de 160 plus l’enchère. Il se saisit avec son propre bouton, « La défense a fait tous les plis », qui veut dire que les preneurs ont 0 point. Exemple : 100 chute sans un pli pour les preneurs : 250 + 100 = 350.',
				'Enchères à l’unité : toute enchère entière de 80 à 160 peut se saisir (82, 91…), avec −1 et +1 à côté des enchères par dizaines ; elle compte comme toute enchère : 91 réussi avec 100 donne 100 + 91.',
				'La surcoinche triple : une surcoinche multiplie par 3 au lieu de 4, partout où le multiplicateur compte (l’enchère, ou toute la donne avec les options qui la multiplient) ; une coinche double toujours. Exemple : 100 surcoinché, réussi avec 110 : 110 + 3 × 100 = 410, la défense 50.',
				'Annonces à part du contrat : les annonces ne comptent jamais pour réussir le contrat ; l’équipe dont les annonces comptent les ajoute à son propre score, que le contrat soit réussi ou chuté. Exemple : 100 avec 90 points de cartes et une cinquantaine : 90 < 100, le contrat chute ; la défense marque 160 + 100 = 260 et les preneurs gardent leurs 50.',
				'Cents départagés par la longueur : entre deux cents (suites de cinq cartes ou plus), la plus longue gagne quelle que soit sa carte la plus haute, donc six au roi bat cinq à l’as ; entre deux suites de même longueur, la carte la plus haute puis la suite à l’atout décident comme d’habitude. Un carré à 100 reste à égalité avec un cent.'
			]
		},
		end: {
			title: 'Fin de la partie',
			paragraphs: [
				'Après chaque donne, si une équipe a atteint ou dépassé le score visé, la partie s’arrête et cette équipe gagne. Si les deux équipes l’ont dépassé, le plus haut total l’emporte. À égalité, c’est l’équipe qui a marqué le plus à la dernière donne qui gagne.'
			]
		},
		'house-rules': {
			title: 'Règles de la maison',
			paragraphs: [
				'Chaque partie garde les options choisies à sa création ; en changer une plus tard recompte toutes les donnes.'
			],
			items: [
				'Score visé : 2000 par défaut ; 1000 et 1500 sont courants, et tout score de 100 à 10 000 est possible.',
				'Sens du jeu : inverse des aiguilles d’une montre par défaut (la donne passe à droite, le voisin de droite du donneur parle et entame en premier) ; le sens des aiguilles d’une montre fait l’inverse.',
				'La belote compte pour le contrat : oui par défaut ; sinon, les preneurs doivent atteindre l’enchère avec les seuls points de cartes.',
				'Prime de capot : activée par défaut, 250 pour tous les plis faits sans annoncer capot ; désactivée, ces 162 points de cartes s’arrondissent à 160.',
				'Chute multipliée : désactivée par défaut ; activée, un contrat chuté rapporte à la défense (160 + enchère) × multiplicateur au lieu de 160 + enchère × multiplicateur.',
				'Sans atout et tout atout : désactivés par défaut ; activés, ces contrats peuvent être saisis, avec leurs propres valeurs de cartes.',
				'Barème : enchère ajoutée par défaut (points de cartes + multiplicateur × enchère) ; aux points faits, le contrat décide qui marque et chaque équipe marque ses propres points de cartes.',
				'Points exacts : désactivé par défaut ; activé, les points de cartes ne sont jamais arrondis et une donne entière vaut 162 au lieu de 160.',
				'La coinche double toute la donne : désactivé par défaut ; activé, le gagnant d’une donne coinchée marque (160 + enchère) × multiplicateur, l’autre camp seulement sa belote.',
				'Annonces : désactivé par défaut ; activé, les suites et carrés du premier pli se saisissent et comptent.',
				'La belote au gagnant de la donne : désactivé par défaut ; activé, la belote d’une donne chutée, coinchée ou d’un capot va au camp qui la gagne.',
				'Capot à 252 : désactivé par défaut ; activé, tous les plis sans annonce de capot valent 252 au lieu de 250.',
				'La coinche multiplie points et enchère : désactivé par défaut ; activé, une coinche réussie rapporte (points de cartes + enchère) × multiplicateur aux preneurs.',
				'Enchères sans atout comptées double : désactivé par défaut ; activé, une enchère sans atout compte deux fois sa valeur.',
				'Le capot de la défense : désactivé par défaut ; activé, une défense qui fait tous les plis d’un contrat chuté marque le capot plus l’enchère.',
				'Enchères à l’unité : désactivé par défaut ; activé, toute enchère entière de 80 à 160, pas seulement les dizaines.',
				'La surcoinche triple : désactivé par défaut ; activé, une surcoinche multiplie par 3 au lieu de 4.',
				'Annonces à part du contrat : désactivé par défaut ; activé, les annonces ne comptent jamais pour le contrat et restent à leur équipe.',
				'Cents départagés par la longueur : désactivé par défaut ; activé, entre deux cents la suite la plus longue gagne.',
				'Les préréglages du formulaire de nouvelle partie règlent ces options de score d’une touche (« Comme le texte des règles », « Aux points faits », « Sans arrondi »…) ; le dernier choix de la table est proposé en premier.'
			]
		},
		readings: {
			title: 'Comment Tablekeeper lit les règles',
			paragraphs: ['Le texte d’origine laisse quelques points ouverts. Voici les lectures retenues par Tablekeeper :'],
			items: [
				'Le minimum de 82 points vaut pour tout contrat ; il ne change quelque chose que sur une enchère de 80.',
				'La belote revient à l’équipe qui l’a annoncée dans tous les cas : contrat rempli, chuté, capot réussi ou manqué.',
				'L’arrondi vient après le jugement du contrat, jamais avant.',
				'« Tous les plis » se saisit, il ne se devine pas à partir de 162 points, et il vaut toujours 162 points.',
				'Un capot annoncé n’est réussi qu’en faisant tous les plis ; une défense qui fait tous les plis marque une chute ordinaire.',
				'Une donne où tout le monde a passé compte pour l’ordre de jeu : le donneur suivant distribue.',
				'À égalité au-dessus du score visé, la victoire revient à l’équipe qui a marqué le plus à la dernière donne.',
				'Seul un défenseur peut coincher et seule l’équipe preneuse peut surcoincher, après une coinche. Indiquer qui a parlé est facultatif.',
				'Pas de belote à sans atout ; à tout atout, une belote au plus par donne.',
				'Les totaux qu’aucun ensemble de cartes ne peut donner (1 et 161, sauf à tout atout) sont refusés comme fautes de frappe.',
				'Là où d’autres sources de Coinche comptent autrement (points faits, sans arrondi, coinche qui double toute la donne, annonces), Tablekeeper propose leur lecture en règle de la maison ; les réglages par défaut restent ceux du texte des règles. La documentation de Tablekeeper liste les lectures et leurs sources.'
			]
		}
	}
});
