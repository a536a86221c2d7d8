/**
 * The KooseKort rules page in French, in our own words: the board, sets
 * and wilds, the specialty cards at the end of a round, the went-out penalty, Krush, the house
 * options and the readings RULES-NOTES chose. Section `rules` list the engine's rule ids.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'KooseKort',
	credit:
		'KooseKort est un jeu de NOCA Games, LLC (2024), www.koosekort.com. Cette page résume son décompte avec nos propres mots.',
	sections: {
		overview: {
			title: 'Le jeu en bref',
			paragraphs: [
				'De deux à six joueurs disposent chacun quinze cartes face cachée en un plateau de cinq colonnes sur trois rangées. Les cartes valent de -3 à 11, et certaines sont des jokers (Wild). Pendant la manche, on retourne, on pioche et on échange des cartes pour former des combinaisons dans ses colonnes : une combinaison quitte le plateau et ne compte plus.',
				'La manche s’arrête quand un joueur a retourné toutes ses cartes : il a fini, et chacun des autres joue encore un dernier tour. On compte alors chaque plateau. Après quatre manches, le plus petit total gagne.',
				'Tablekeeper fait le compte à la fin de chaque manche : il lit chaque colonne, joue au mieux les cartes Swap ou Rearrange encore en main, ajoute la pénalité de sortie et tient les totaux.'
			]
		},
		entering: {
			title: 'Saisir une manche',
			paragraphs: [
				'Indiquez le joueur qui a fini en premier, un seul. Puis, pour chaque joueur, saisissez le plateau tel qu’il est, face visible : chaque colonne de haut en bas, trois cartes, une valeur de -3 à 11 ou W pour un joker. Une colonne enlevée pendant la manche se marque comme retirée.',
				'Cochez Swap ou Rearrange pour un joueur qui n’a pas encore utilisé cette carte spéciale dans la manche, et ne cochez Krush que pour un KooseKort Krush (voir plus bas).',
				'Une manche qui contient une erreur n’est pas enregistrée : une colonne de moins de trois cartes, une valeur hors limites, personne ou deux joueurs indiqués comme ayant fini, un plateau manquant affichent chacun un message à côté du champ à corriger.'
			]
		},
		sets: {
			title: 'Les combinaisons',
			paragraphs: [
				'On lit les colonnes de haut en bas. Une colonne forme une combinaison quand ses trois valeurs sont égales (4 4 4, un brelan), ou quand elles montent d’un en un (9 10 11) ou descendent d’un en un (0 -1 -2) : c’est une suite. L’ordre compte : 9 11 10 n’est pas une suite telle quelle.',
				'Une combinaison sans joker doit être retirée : elle vaut donc 0, même si ses cartes font moins de 0. -1 -2 -3 vaut 0 et non -6. Une colonne qui n’est pas une combinaison vaut la somme de ses cartes : 5 5 6 coûte 16, -1 -2 -1 rapporte -4. Une colonne retirée pendant la manche vaut 0.',
				'Chaque colonne apparaît dans l’explication de la manche avec ses cartes, ce qu’elle forme et ce qu’elle vaut, par exemple « 9 10 11 : suite, retirée ».'
			]
		},
		wilds: {
			title: 'Les jokers',
			paragraphs: [
				'Un joker prend la valeur de -3 à 11 qui fait de sa colonne une combinaison. 7 W 9 est une suite (7 8 9) ; W W -3 est un brelan de -3. Un joker ne peut pas prendre une valeur qui n’existe pas : 10 11 W demanderait un 12, ce n’est donc pas une combinaison.',
				'Une combinaison qui a besoin d’un joker n’est pas obligatoirement retirée : le joueur la garde quand cela lui fait moins de points. Une telle colonne vaut la somme de ses autres cartes si elle est inférieure à 0, et 0 sinon. W W -3 est gardée pour -3 ; 7 W 9 est retirée pour 0.',
				'Un joker resté dans une colonne qui n’est pas une combinaison vaut 0 : 3 W 8 vaut 11.'
			]
		},
		'strict-wilds': {
			title: 'Règle maison : jokers stricts',
			paragraphs: [
				'Certaines tables comptent chaque joker resté sur un plateau comme une simple carte 0. Avec cette option, le joker devient un 0 avant la lecture des colonnes : il ne complète une combinaison que là où un 0 la compléterait, et cette combinaison est alors ordinaire et doit être retirée. 7 W 9 vaut alors 16, et 0 W 0 est un brelan de 0, retiré.',
				'L’option est désactivée par défaut.'
			]
		},
		'specialty-cards': {
			title: 'Swap et Rearrange en fin de manche',
			paragraphs: [
				'Chaque joueur a quatre cartes spéciales, utilisables une fois par manche. No Thanks et Undercover ne servent que pendant le jeu. Swap et Rearrange peuvent encore être jouées à la fin de la manche, et Tablekeeper les joue pour vous si vous les avez encore.',
				'Swap échange deux cartes quelconques de votre plateau, même si cela défait une combinaison ou déplace une carte à l’intérieur d’une colonne. Rearrange change l’ordre des trois cartes d’une colonne, uniquement pour transformer une colonne qui n’est pas une combinaison en combinaison. Avec les deux, on peut les jouer dans n’importe quel ordre.',
				'L’appli essaie tous les usages permis, garde celui qui donne le plus petit score, et indique quelles cartes ont bougé et comment le score a changé. Si une carte en main ne peut pas faire baisser le score, l’explication le dit et rien ne bouge.'
			],
			items: [
				'5 5 5 / 9 10 11 / -1 -2 -1 / 5 5 6 / 3 W 8 vaut 23. Avec une carte Swap encore en main, il vaut 9 : le 6 et le 3 changent de place, 5 5 3 coûte 13 et 6 W 8 devient une suite.',
				'9 11 10 avec une carte Rearrange encore en main devient 9 10 11 et est retirée.'
			]
		},
		'went-out': {
			title: 'La pénalité de sortie',
			paragraphs: [
				'Finir en premier est un pari. Si le joueur qui a fini marque plus de 0 et qu’un autre joueur a marqué autant ou moins que lui, il ajoute 10 points. Un score de 0 ou moins n’est jamais pénalisé, pas plus qu’un score strictement plus petit que celui de tous les autres.',
				'Exemple à quatre joueurs, les autres marquant 12, 20 et 15 : finir avec 12 coûte 22, finir avec 11 reste 11, finir avec -2 reste -2.',
				'Règle maison : avec « une égalité pour le plus petit score épargne le joueur qui a fini », partager le plus petit score suffit pour éviter la pénalité (12 contre 12 reste 12). L’option est désactivée par défaut.'
			]
		},
		krush: {
			title: 'KooseKort Krush',
			paragraphs: [
				'Un joueur qui vide entièrement son plateau dès son tout premier tour d’une manche réussit un KooseKort Krush : la partie s’arrête là et ce joueur gagne, quels que soient les totaux.',
				'Notre lecture : la manche du Krush ne compte pour personne, puisque personne ne la termine ; les totaux restent tels quels et le joueur du Krush gagne. Pour la saisir, cochez Krush sur le plateau de ce joueur, marquez toutes ses colonnes comme retirées et indiquez-le comme ayant fini ; les autres plateaux n’ont pas besoin d’être remplis. Un seul joueur peut réussir un Krush dans une manche.'
			]
		},
		end: {
			title: 'La donne et la fin de la partie',
			paragraphs: [
				'Le joueur placé dans le sens des aiguilles d’une montre après le donneur joue en premier, et la donne passe dans ce même sens après chaque manche.',
				'Après la quatrième manche, le plus petit total gagne. Les joueurs à égalité pour le plus petit total se partagent la victoire. Règle maison : « la dernière manche départage » donne la victoire au joueur à égalité qui a marqué le moins à la quatrième manche ; s’ils y sont encore à égalité, la victoire reste partagée.'
			]
		},
		readings: {
			title: 'Notre lecture des règles',
			paragraphs: [
				'Les règles imprimées laissent quelques points ouverts. Voici les choix de Tablekeeper, d’après nos notes de règles.'
			],
			items: [
				'Les combinaisons se lisent seulement de haut en bas, et une suite peut monter ou descendre.',
				'Une combinaison sans joker est toujours retirée, même si la garder ferait moins de 0.',
				'Une combinaison qui a besoin d’un joker n’est gardée que si cela baisse le score ; ses jokers valent 0.',
				'Rearrange sert à former ou compléter une suite : elle ne peut que transformer une colonne sans combinaison en combinaison. Swap n’a pas cette limite.',
				'Les exemples supposent que le joueur n’a plus de carte spéciale, sauf mention contraire.',
				'La feuille de score d’exemple (Scott 59, Janet 33, Julie 38, Laura 40) s’additionne comme imprimée : Janet gagne avec le plus petit total.'
			]
		}
	}
});
