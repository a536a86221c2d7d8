/**
 * La page de règles du Coosner en français : rédigée avec nos propres mots d'après
 * rules/coosner.txt et les lectures Coosner de RULES-NOTES, avec le tableau des conseillers
 * reconstitué.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Coosner',
	credit: 'D’après les règles de Jim Risner et John Cooper (texte mis à jour le 4/5/99).',
	sections: {
		overview: {
			title: 'Le jeu en bref',
			paragraphs: [
				'Le Coosner se joue à deux ou trois avec un jeu de 52 cartes ; à quatre, on mélange deux jeux, et chaque carte existe alors en double. À chaque manche, chaque joueur met de côté, face cachée, trois cartes de sa main : ses conseillers. Les joueurs misent ensuite des cartes de leur main pour acheter les cartes d’une pioche face cachée, les chiots. En fin de manche, chaque conseiller est payé en chiots de sa couleur, et tout l’art est d’acheter exactement ce que veut chacun.',
				'À deux, chacun reçoit 18 cartes et il en reste 16 pour la pioche des chiots ; à trois, chacun en reçoit 13 et il en reste 13. À quatre, le nombre de cartes par joueur est un réglage de la partie (18 par défaut, ce qui laisse 32 chiots).',
				'La donne passe au joueur de gauche après chaque manche. Le joueur à gauche du donneur retourne le premier chiot.'
			]
		},
		advisors: {
			title: 'Les conseillers et ce qu’ils veulent',
			paragraphs: [
				'N’importe quelles trois cartes de la main peuvent servir de conseillers, même deux ou trois de la même couleur. Elles restent cachées jusqu’à la fin de la manche et ne servent pas à acheter. Un conseiller veut des chiots de sa propre couleur, autant que le tiers de sa valeur, arrondi au-dessus. Valet, dame et roi valent 10. Le tableau du texte original est abîmé ; voici le tableau complet qu’applique Tablekeeper :'
			],
			items: [
				'As : 1 ou 4 (voir le réglage des as)',
				'2, 3 : 1 chiot',
				'4, 5, 6 : 2 chiots',
				'7, 8, 9 : 3 chiots',
				'10, valet, dame, roi : 4 chiots'
			]
		},
		buying: {
			title: 'Retourner et acheter les chiots',
			paragraphs: [
				'Le joueur de service retourne la carte du dessus de la pioche des chiots. En commençant par lui, puis dans le sens des aiguilles d’une montre, chacun pose face visible une carte de sa main : c’est son offre.',
				'Si quelqu’un a joué la couleur du chiot, la plus haute carte de cette couleur l’achète : une petite carte de la bonne couleur bat n’importe quelle carte d’une autre couleur. Sinon, c’est la plus haute carte jouée qui l’emporte. L’ordre va du 2 au roi, et l’as est toujours la plus forte. L’acheteur garde le chiot face visible devant lui, toutes les offres partent à la défausse, et c’est lui qui retourne le chiot suivant.',
				'Si deux offres sont à égalité en tête (par exemple un 9 de cœur et un 9 de pique pour un chiot à carreau), personne n’achète : le chiot part à la défausse avec les offres, et le même joueur retourne à nouveau. Avec deux jeux, la même carte peut être jouée deux fois, ce qui fait aussi égalité. La manche s’arrête quand les mains sont vides.',
				'L’arbitre des chiots de Tablekeeper prend le chiot, l’offre de chaque joueur et le joueur qui a retourné, et indique qui achète (ou que le chiot est défaussé) et qui retourne ensuite.'
			]
		},
		scoring: {
			title: 'Compter les conseillers',
			paragraphs: [
				'En fin de manche, on révèle les conseillers et chaque chiot va à un conseiller de sa couleur. Un conseiller qui reçoit exactement le nombre voulu est satisfait : chacun de ses chiots vaut 3 points. S’il en reçoit moins ou plus, il n’est pas satisfait : ses chiots valent 1 point chacun, et un conseiller sans chiot ne rapporte rien.',
				'Les chiots d’une couleur qu’aucun conseiller du joueur ne porte sont indésirables et valent 1 point chacun.',
				'Exemple : conseillers 8 de pique (en veut 3), 4 de cœur (en veut 2) et roi de carreau (en veut 4), avec 3 piques, 1 cœur, 4 carreaux et 2 trèfles achetés : 9 + 1 + 12 + 2 indésirables = 24.'
			]
		},
		split: {
			title: 'Deux conseillers de la même couleur : la meilleure répartition',
			paragraphs: [
				'Quand un joueur a deux ou trois conseillers de la même couleur, les règles ne disent pas comment partager les chiots de cette couleur. Tablekeeper essaie toutes les répartitions (et, pour un as avec le réglage par défaut, ses deux valeurs) et garde celle qui rapporte le plus ; l’explication montre la répartition retenue.',
				'Exemple : conseillers 5 de pique (en veut 2) et 7 de pique (en veut 3) avec 4 piques. En donner 3 au 7 et 1 au 5 rapporte 9 + 1 = 10, mieux que 2 et 2 (6 + 2 = 8) : mieux vaut satisfaire le 7 que le 5.',
				'Entre deux répartitions qui rapportent autant, Tablekeeper garde celle qui satisfait le plus de conseillers, puis celle qui s’approche le plus de ce qu’ils veulent.'
			]
		},
		'coosner-bonus': {
			title: 'Le Coosner',
			paragraphs: [
				'Un joueur dont les trois conseillers sont satisfaits et qui n’a aucun chiot indésirable réussit un Coosner et gagne une prime : 5 points, ou 7 si la table a choisi la prime plus forte.',
				'Exemple : conseillers 2 de trèfle, 6 de cœur et 9 de carreau avec exactement 1 trèfle, 2 cœurs et 3 carreaux : 3 + 6 + 9 = 18, plus 5 pour le Coosner = 23 (25 avec la prime de 7).'
			]
		},
		'round-and-game': {
			title: 'Gagner une manche et la partie',
			paragraphs: [
				'Le meilleur score de la manche la remporte ; des joueurs à égalité en tête se la partagent. Les scores s’additionnent de manche en manche.',
				'La partie s’arrête après une manche où quelqu’un atteint le score final (100 par défaut). Le plus haut total gagne, même si un autre joueur a aussi dépassé le score final. Si les plus hauts totaux sont à égalité, personne n’a encore gagné : on redonne une manche, jusqu’à ce qu’un total dépasse tous les autres.'
			]
		},
		entering: {
			title: 'Saisir une manche, et les contrôles',
			paragraphs: [
				'Pour chaque joueur, saisissez les trois conseillers et les chiots achetés, soit en nombre par couleur, soit carte par carte. Les nombres voulus, la répartition et le score s’affichent avant l’enregistrement. Une manche qui pose problème n’est pas enregistrée tant qu’elle n’est pas corrigée, et rien de ce qui est déjà saisi n’est perdu.',
				'Tablekeeper refuse une manche quand une carte apparaît plus souvent que les jeux en usage ne la contiennent (une fois avec un jeu, deux fois avec deux), en comptant les conseillers et les chiots saisis carte par carte de tous les joueurs ; quand on saisit plus de cartes d’une couleur que les jeux n’en contiennent ; ou quand on saisit plus de chiots qu’on n’a pu en acheter.',
				'Chaque achat prend une carte dans chaque main, et chaque main compte sa taille moins les trois conseillers pour miser : la table entière peut donc acheter au plus autant de chiots, et jamais plus que la pioche n’en contient. Cela fait 15 à deux, 10 à trois et 15 à quatre (avec des mains de 18 cartes).'
			]
		},
		options: {
			title: 'Règles maison',
			paragraphs: ['Elles se choisissent à la création de la partie et s’affichent sur l’écran de la partie.'],
			items: [
				'Score final : 100 par défaut, 200, ou tout score convenu à la table. La partie s’arrête après la manche où un total l’atteint.',
				'Prime de Coosner : 5 points par défaut, ou 7.',
				'Conseillers as : par défaut, un as veut 1 ou 4, selon ce qui rapporte le plus à son joueur. Avec l’autre choix, le joueur annonce 1 ou 4 en saisissant la manche, et c’est ce nombre qui compte.',
				'Cartes par joueur : seulement à quatre avec deux jeux, 18 par défaut. Ce réglage fixe combien de chiots peuvent être achetés. À deux et à trois, on joue toujours avec 18 et 13 cartes.'
			]
		},
		readings: {
			title: 'Là où le texte des règles laisse des trous',
			paragraphs: [
				'Le texte donne un tableau des conseillers abîmé ; le tableau ci-dessus suit sa propre règle (le tiers de la valeur, arrondi au-dessus, les figures comptant pour 10).',
				'Il dit qu’un as vaut 1 ou 4 sans dire qui choisit : Tablekeeper prend la valeur la plus favorable, sauf si la table préfère que les as soient annoncés.',
				'Il ne dit pas comment partager une couleur entre deux conseillers : Tablekeeper prend la répartition qui rapporte le plus.',
				'Il ne donne pas de taille de main à quatre : c’est un réglage. La limite de chiots découle de la taille des mains et de la pioche, comme expliqué plus haut.',
				'Il dit que le premier à dépasser le score final gagne, le plus haut total si plusieurs le dépassent, et qu’en cas d’égalité on continue : Tablekeeper arrête la partie après la manche où un total atteint le score final, et seulement quand un seul total est le plus haut.'
			]
		}
	}
});
