/**
 * La page de règles de la Coinche en français : rédigée avec nos propres mots d'après
 * rules/coinche.txt et les lectures Coinche de RULES-NOTES (issue 3 « Rules page ») : le
 * déroulement d'une donne, le calcul des points, chaque règle de la maison et les lectures retenues.
 */
import type { RulesDoc } from '../types';

const doc: RulesDoc = {
	title: 'Coinche',
	credit:
		'D\u2019après les règles de la Coinche publiées par GameRules.com (gamerules.com/rules/coinche). Cette page est un résumé propre à Tablekeeper.',
	sections: [
		{
			id: 'overview',
			title: 'Le jeu en bref',
			paragraphs: [
				'La Coinche est un jeu de plis pour quatre joueurs répartis en deux équipes ; les partenaires sont assis face à face. On joue avec 32 cartes : dans chaque couleur, du 7 à l\u2019as. À chaque donne, une équipe s\u2019engage sur un nombre de points avec l\u2019atout de son choix, et l\u2019autre équipe cherche à la faire chuter.',
				'Les points de chaque donne s\u2019additionnent, et la partie se joue jusqu\u2019à un score visé : 2000, sauf si la table en a choisi un autre.'
			]
		},
		{
			id: 'seating',
			title: 'La donne et l\u2019ordre de jeu',
			paragraphs: [
				'Par défaut, on joue dans le sens inverse des aiguilles d\u2019une montre : après chaque donne, c\u2019est le joueur de droite qui devient donneur, et le joueur assis à droite du donneur parle le premier aux enchères et entame le premier pli. Une table qui joue dans l\u2019autre sens inverse tout cela (voir les règles de la maison). L\u2019écran de la partie indique toujours qui donne, qui parle en premier et qui entame.',
				'Chaque joueur reçoit huit cartes, distribuées en deux paquets de trois et un paquet de deux. Si les quatre joueurs passent sans enchérir, la donne est notée « tout le monde passe » : personne ne marque et le donneur suivant distribue.'
			],
			rules: ['coinche.all-passed', 'coinche.kind', 'coinche.seat-invalid']
		},
		{
			id: 'card-values',
			title: 'Ordre et valeur des cartes',
			paragraphs: [
				'À l\u2019atout, le valet est la plus forte carte, puis le 9, l\u2019as, le 10, le roi, la dame, le 8 et le 7. Dans les autres couleurs, l\u2019as est la plus forte, puis le 10, le roi, la dame, le valet, le 9, le 8 et le 7.',
				'Valeur des cartes : le valet d\u2019atout vaut 20, le 9 d\u2019atout 14, les as 11, les 10 valent 10, les rois 4 et les dames 3 ; un valet hors atout vaut 2 ; toutes les autres cartes ne valent rien. Les cartes totalisent 152 points, et l\u2019équipe qui remporte le dernier pli gagne 10 de plus (le « dix de der ») : chaque donne répartit donc exactement 162 points de cartes entre les deux équipes.',
				'Avec l\u2019option sans atout, toutes les couleurs se classent comme des couleurs ordinaires et les as valent 19 chacun (dix 10, rois 4, dames 3, valets 2). Avec l\u2019option tout atout, toutes les couleurs se classent comme l\u2019atout mais valent moins : valet 13, neuf 9, as 7, dix 5, roi 3, dame 1. Dans les deux cas, on retrouve 162 avec le dernier pli.',
				'L\u2019aide « compter un tas » additionne les cartes des plis gagnés par une équipe selon l\u2019atout du contrat et remplit les points des deux équipes. Un tas de plis gagnés se compose toujours de plis entiers de quatre cartes, et chaque carte n\u2019y figure qu\u2019une fois.'
			],
			rules: [
				'coinche.pile-points',
				'coinche.last-trick',
				'coinche.pile-other',
				'coinche.not-a-card',
				'coinche.duplicate-card',
				'coinche.pile-size',
				'coinche.pile-last-trick'
			]
		},
		{
			id: 'bidding',
			title: 'Enchères, coinche et surcoinche',
			paragraphs: [
				'Une enchère annonce un nombre de points et un atout, par exemple « 100 cœur ». Les enchères commencent à 80 et montent de 10 en 10 jusqu\u2019à 160 ; chacune doit dépasser la précédente. Avoir passé une fois n\u2019empêche pas d\u2019enchérir ensuite. On peut aussi annoncer capot : l\u2019équipe s\u2019engage alors à faire les huit plis.',
				'Un adversaire de l\u2019équipe qui détient la plus haute enchère peut dire « coinche » : l\u2019enchère comptera double. L\u2019équipe preneuse peut répondre « surcoinche » : l\u2019enchère compte alors quatre fois. Seule l\u2019enchère est multipliée, jamais les points de cartes. Un capot annoncé ne peut être ni coinché ni surcoinché.',
				'L\u2019équipe dont l\u2019enchère l\u2019emporte est l\u2019équipe preneuse ; l\u2019autre équipe est en défense.'
			],
			rules: [
				'coinche.contract',
				'coinche.contract-capot',
				'coinche.coinched',
				'coinche.surcoinched',
				'coinche.bid-invalid',
				'coinche.trump-invalid',
				'coinche.trump-mode-off',
				'coinche.capot-coinched',
				'coinche.surcoinche-without-coinche',
				'coinche.coinche-by-taker',
				'coinche.surcoinche-by-defender',
				'coinche.call-seat-without-call'
			]
		},
		{
			id: 'tricks',
			title: 'Le jeu des plis',
			paragraphs: [
				'Le joueur qui entame joue la carte qu\u2019il veut. Les autres doivent fournir, c\u2019est-à-dire jouer la couleur demandée s\u2019ils en ont ; ils ne sont pas obligés de monter, sauf à l\u2019atout.',
				'Un joueur qui n\u2019a plus la couleur demandée doit couper quand un adversaire est maître du pli. Si un atout est déjà sur la table, il doit surcouper s\u2019il le peut, et sinon jouer un atout plus petit s\u2019il ne lui reste que cela. Quand son partenaire est maître, il peut jouer n\u2019importe quelle carte. S\u2019il n\u2019a ni la couleur demandée ni atout, il joue ce qu\u2019il veut.',
				'Quand on entame à l\u2019atout, chacun doit monter au-dessus du meilleur atout joué s\u2019il le peut, même sur son partenaire. À sans atout, il suffit de fournir. À tout atout, il faut fournir et monter sur la meilleure carte de la couleur si on le peut.',
				'Le plus fort atout remporte le pli ; sans atout joué, c\u2019est la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.',
				'L\u2019arbitre de pli prend l\u2019atout, les cartes dans l\u2019ordre où elles ont été jouées et le joueur qui a entamé. Il indique qui remporte le pli et ce qu\u2019il vaut, et pour chaque joueur ce qu\u2019il devait jouer s\u2019il le pouvait. Il ne voit pas les mains : quand une carte ne remplit pas cette obligation, il dit ce qui devait manquer au joueur pour que la carte soit permise, par exemple « plus de cœur et plus d\u2019atout ».'
			],
			rules: [
				'coinche.trick-lead',
				'coinche.duty-follow',
				'coinche.duty-beat',
				'coinche.duty-overtrump',
				'coinche.duty-trump',
				'coinche.duty-free',
				'coinche.partner-winning',
				'coinche.unable-follow',
				'coinche.unable-beat',
				'coinche.unable-overtrump',
				'coinche.unable-trump',
				'coinche.trick-winner',
				'coinche.trick-size'
			]
		},
		{
			id: 'entering',
			title: 'Saisir une donne',
			paragraphs: [
				'Une donne se saisit dans l\u2019ordre où elle se déroule : le preneur (son équipe suit), l\u2019enchère, l\u2019atout, l\u2019éventuelle coinche ou surcoinche, l\u2019équipe qui a annoncé la belote, puis les points de cartes des preneurs, dernier pli compris. Les points de la défense s\u2019affichent : 162 moins ce nombre.',
				'« Tous les plis » est un interrupteur à part, qui ne se déduit pas des points : la défense peut remporter un pli sans aucun point et laisser quand même 162 aux preneurs. Activer l\u2019interrupteur met 162, et tout autre nombre est alors refusé.',
				'Certains totaux sont impossibles. Avec un atout de couleur ou à sans atout, aucune carte ne vaut un seul point : aucune équipe ne peut donc finir avec exactement 1 ou 161. Tablekeeper demande alors de recompter plutôt que d\u2019enregistrer une faute de frappe.'
			],
			rules: ['coinche.points-impossible', 'coinche.all-tricks-points']
		},
		{
			id: 'belote',
			title: 'Belote-rebelote',
			paragraphs: [
				'Le joueur qui a le roi et la dame d\u2019atout dit « belote » en jouant le premier des deux et « rebelote » avec le second. Son équipe marque 20 points quoi qu\u2019il arrive au contrat, même s\u2019il chute ou si l\u2019autre camp fait capot.',
				'Une seule équipe peut l\u2019annoncer dans une donne, et jamais à sans atout, où il n\u2019y a ni roi ni dame d\u2019atout. À tout atout, on peut encore l\u2019annoncer une fois.'
			],
			rules: ['coinche.belote', 'coinche.belote-invalid', 'coinche.belote-twice', 'coinche.belote-no-trump']
		},
		{
			id: 'contract',
			title: 'Contrat rempli ou chuté',
			paragraphs: [
				'Le total des preneurs, ce sont leurs points de cartes, dernier pli compris, plus 20 s\u2019ils ont annoncé la belote. Le contrat est rempli quand ce total atteint l\u2019enchère et vaut au moins 82 : une enchère de 80 demande donc 82, et toute enchère plus haute demande simplement sa valeur.',
				'Que la belote compte ou non pour le contrat est une règle de la maison (elle compte par défaut). Si elle ne compte pas, les preneurs doivent atteindre l\u2019enchère avec les seuls points de cartes ; leur belote est tout de même marquée.'
			],
			rules: [
				'coinche.needs',
				'coinche.eighty-needs-82',
				'coinche.takers-points',
				'coinche.takers-points-belote',
				'coinche.belote-not-counted',
				'coinche.contract-made',
				'coinche.contract-failed'
			]
		},
		{
			id: 'made',
			title: 'Compter un contrat rempli',
			paragraphs: [
				'Les preneurs marquent leurs points de cartes arrondis, plus l\u2019enchère multipliée par la coinche (1, 2 ou 4), plus leur belote. La défense marque ses propres points de cartes arrondis, plus sa belote.',
				'Exemple : 100 cœur, coinché, rempli avec 97 points de cartes et la belote : le total est 117, le contrat est rempli ; les preneurs marquent 100 + 2 \u00d7 100 + 20 = 320, et la défense 70 pour ses 65 points de cartes.'
			],
			rules: ['coinche.bid-points', 'coinche.deal-total']
		},
		{
			id: 'rounding',
			title: 'L\u2019arrondi',
			paragraphs: [
				'Les points de cartes s\u2019arrondissent à la dizaine la plus proche, un 5 arrondissant vers le haut : 113 donne 110, 85 donne 90, 49 donne 50. On n\u2019arrondit qu\u2019une fois le contrat jugé rempli ou chuté, sur le compte exact : 81 sur une enchère de 80 chute, même si 81 s\u2019arrondirait à 80.'
			],
			rules: ['coinche.card-points']
		},
		{
			id: 'all-tricks',
			title: 'Tous les plis sans annoncer capot',
			paragraphs: [
				'Quand les preneurs font les huit plis sans avoir annoncé capot, ils marquent 250 au lieu de leurs points de cartes, plus l\u2019enchère multipliée, plus leur belote. La défense ne marque que sa propre belote, si elle l\u2019a annoncée.',
				'Sans la prime de capot, les 162 points de cartes comptent comme les autres et s\u2019arrondissent à 160.'
			],
			rules: ['coinche.unbid-capot-bonus', 'coinche.unbid-capot-no-bonus']
		},
		{
			id: 'failed',
			title: 'Compter un contrat chuté',
			paragraphs: [
				'Les preneurs ne marquent rien, sauf leur propre belote. La défense marque 160 plus l\u2019enchère multipliée, plus sa belote : un 120 coinché qui chute lui rapporte 160 + 240 = 400.',
				'Avec l\u2019option de chute multipliée, le multiplicateur s\u2019applique à tout le montant : (160 + enchère) \u00d7 multiplicateur ; le même 120 coinché rapporte alors 560. Sans coinche, les deux façons donnent le même résultat.',
				'Une défense qui fait tous les plis marque une chute ordinaire : il n\u2019y a pas de prime de capot pour la défense.'
			],
			rules: ['coinche.failed-takers', 'coinche.failed-defenders', 'coinche.failed-doubled']
		},
		{
			id: 'capot',
			title: 'Le capot annoncé',
			paragraphs: [
				'Un capot annoncé n\u2019est réussi que si les preneurs font tous les plis : ils marquent alors 500 plus leur belote. Sinon, la défense marque 500 plus sa belote, et les preneurs ne gardent que leur belote. Faire 162 points sans tous les plis ne suffit pas.',
				'Comme seuls les plis comptent, un capot annoncé peut être saisi sans compter les points : « tous les plis » pour un capot réussi, rien de plus pour un capot chuté.'
			],
			rules: ['coinche.capot-made', 'coinche.capot-failed']
		},
		{
			id: 'end',
			title: 'Fin de la partie',
			paragraphs: [
				'Après chaque donne, si une équipe a atteint ou dépassé le score visé, la partie s\u2019arrête et cette équipe gagne. Si les deux équipes l\u2019ont dépassé, le plus haut total l\u2019emporte. À égalité, c\u2019est l\u2019équipe qui a marqué le plus à la dernière donne qui gagne.'
			],
			rules: ['coinche.target-reached', 'coinche.both-over-higher', 'coinche.both-over-last-deal']
		},
		{
			id: 'house-rules',
			title: 'Règles de la maison',
			paragraphs: [
				'Chaque partie garde les options choisies à sa création ; en changer une plus tard recompte toutes les donnes.'
			],
			items: [
				'Score visé : 2000 par défaut ; 1000 et 1500 sont courants, et tout score de 100 à 10 000 est possible.',
				'Sens du jeu : inverse des aiguilles d\u2019une montre par défaut (la donne passe à droite, le voisin de droite du donneur parle et entame en premier) ; le sens des aiguilles d\u2019une montre fait l\u2019inverse.',
				'La belote compte pour le contrat : oui par défaut ; sinon, les preneurs doivent atteindre l\u2019enchère avec les seuls points de cartes.',
				'Prime de capot : activée par défaut, 250 pour tous les plis faits sans annoncer capot ; désactivée, ces 162 points de cartes s\u2019arrondissent à 160.',
				'Chute multipliée : désactivée par défaut ; activée, un contrat chuté rapporte à la défense (160 + enchère) \u00d7 multiplicateur au lieu de 160 + enchère \u00d7 multiplicateur.',
				'Sans atout et tout atout : désactivés par défaut ; activés, ces contrats peuvent être saisis, avec leurs propres valeurs de cartes.'
			]
		},
		{
			id: 'readings',
			title: 'Comment Tablekeeper lit les règles',
			paragraphs: [
				'Le texte d\u2019origine laisse quelques points ouverts. Voici les lectures retenues par Tablekeeper :'
			],
			items: [
				'Le minimum de 82 points vaut pour tout contrat ; il ne change quelque chose que sur une enchère de 80.',
				'La belote revient à l\u2019équipe qui l\u2019a annoncée dans tous les cas : contrat rempli, chuté, capot réussi ou manqué.',
				'L\u2019arrondi vient après le jugement du contrat, jamais avant.',
				'« Tous les plis » se saisit, il ne se devine pas à partir de 162 points, et il vaut toujours 162 points.',
				'Un capot annoncé n\u2019est réussi qu\u2019en faisant tous les plis ; une défense qui fait tous les plis marque une chute ordinaire.',
				'Une donne où tout le monde a passé compte pour l\u2019ordre de jeu : le donneur suivant distribue.',
				'À égalité au-dessus du score visé, la victoire revient à l\u2019équipe qui a marqué le plus à la dernière donne.',
				'Seul un défenseur peut coincher et seule l\u2019équipe preneuse peut surcoincher, après une coinche. Indiquer qui a parlé est facultatif.',
				'Pas de belote à sans atout ; à tout atout, une belote au plus par donne.',
				'Les totaux qu\u2019aucun ensemble de cartes ne peut donner (1 et 161, sauf à tout atout) sont refusés comme fautes de frappe.'
			]
		}
	]
};

export default doc;
