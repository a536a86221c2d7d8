/**
 * La page de règles du Cooncan en français : rédigée avec nos propres mots d'après
 * rules/cooncan.txt (le jeu à trois de Foster) et les lectures Cooncan de RULES-NOTES.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Cooncan',
	credit:
		'D’après R. F. Foster, « Cooncan (Conquián): A Game of Cards Also Called Rum », Frederick A. Stokes Company, 1913 (domaine public).',
	sections: {
		deal: {
			title: 'Joueurs, jeu de cartes et donne',
			paragraphs: [
				'Le livre de Foster propose un jeu pour chaque nombre de joueurs. Cette page décrit le jeu à trois, puis ce qui change à deux et à quatre ou cinq (sections plus bas).',
				'On joue à trois avec un jeu ordinaire de 52 cartes. La table peut y ajouter le joker, ce qui fait 53 cartes ; c’est un réglage de la partie, désactivé tant qu’on ne l’active pas.',
				'Les joueurs coupent pour choisir les places et le premier donneur (la plus forte carte donne ; le roi est la plus haute, l’as la plus basse, et le joker passe sous l’as). Tablekeeper demande le premier donneur à la création de la partie, puis passe la donne d’une place vers la gauche après chaque donne, y compris une donne nulle.',
				'Chacun reçoit sept cartes, une à une. La carte suivante est retournée pour commencer la défausse, et le reste du paquet reste face cachée à côté : c’est le talon où l’on pioche. Le joueur à gauche du donneur joue le premier.'
			]
		},
		play: {
			title: 'Un tour de jeu, et finir',
			paragraphs: [
				'À votre tour, vous prenez une carte : soit dans la défausse, soit la carte du dessus du talon. Vous pouvez ensuite poser vos propres combinaisons et compléter celles qui sont déjà sur la table, les vôtres comme celles des autres ; rien ne vous y oblige. Vous terminez le tour en jetant une carte sur la défausse, quel que soit l’endroit où vous avez pioché.',
				'Selon les tables, la défausse se joue de deux façons, et la partie enregistre laquelle. Couverte, chaque carte jetée recouvre la précédente et seule la dernière peut être prise. Étalée, les cartes jetées restent toutes visibles et disponibles : à votre tour vous pouvez prendre n’importe laquelle. Ce choix change la façon de jouer, jamais le score.',
				'La donne s’arrête dès qu’un joueur s’est débarrassé de toutes ses cartes, en posant et en complétant des combinaisons. Ce joueur a fini et gagne la donne.'
			]
		},
		melds: {
			title: 'Les combinaisons et le joker',
			paragraphs: [
				'Une combinaison compte au moins trois cartes et se présente sous deux formes. Une séquence aligne au moins trois cartes qui se suivent dans une même couleur, par exemple 6, 7, 8 de cœur. L’as peut se placer sous le 2 (A-2-3) ou au-dessus du roi (D-R-A), mais une séquence ne fait jamais le tour : R-A-2 est interdit. Un brelan ou un carré réunit trois ou quatre cartes de même valeur ; comme il n’y a qu’un jeu, chaque valeur n’existe qu’en quatre exemplaires et chaque carte une seule fois.',
				'Le joker, quand la partie en a un, peut être annoncé comme n’importe quelle carte : il prend la place de cette carte dans une séquence, un brelan ou un carré. Seul le joker peut représenter une autre carte, et il n’y en a qu’un.',
				'L’arbitre des combinaisons de Tablekeeper prend une combinaison (les cartes, avec ce que représente le joker) et répond « séquence valable », « brelan ou carré valable », ou la raison pour laquelle ce n’est ni l’un ni l’autre.'
			],
			items: [
				'Moins de trois cartes : ce n’est pas une combinaison.',
				'Des cartes de couleurs et de valeurs différentes : ni séquence, ni brelan.',
				'Une carte manquante dans une séquence : un trou.',
				'Roi, as et deux ensemble : une séquence ne fait pas le tour.',
				'Cinq cartes ou plus de même valeur : un jeu n’en a que quatre.',
				'Deux fois la même carte, ou le joker représentant une carte déjà présente.',
				'Un joker dans une partie sans joker, deux jokers, ou un joker sans la carte qu’il représente.'
			]
		},
		'joker-shift': {
			title: 'Déplacer le joker',
			paragraphs: [
				'Un joker placé à un bout d’une séquence peut passer une fois à l’autre bout ; il représente alors la carte qui prolonge ce bout-là : dans 4, 5, joker de cœur, le joker (le 6) peut devenir le 3. Ensuite, il ne bouge plus jamais.',
				'Un joker au milieu d’une séquence ne peut jamais être déplacé, pas plus qu’un joker dans un brelan ou un carré. Il faut aussi qu’une carte existe au-delà de l’autre bout : une séquence qui atteint déjà l’as de ce côté n’a plus de place, puisqu’elle ne peut pas tourner du roi à l’as puis au deux.'
			]
		},
		settlement: {
			title: 'Régler une donne',
			paragraphs: [
				'Quand un joueur a fini, chacun des deux autres additionne les cartes qui lui restent en main et paie ce total au joueur qui a fini. Les deux perdants ne se paient jamais entre eux.',
				'Le score courant est le solde de chaque joueur : ce qu’il a encaissé moins ce qu’il a payé. Chaque point gagné par l’un étant payé par un autre, la somme des trois soldes vaut toujours zéro.',
				'Exemple : A finit. B garde le roi de pique, le 7 de carreau et le 3 de trèfle : 10 + 7 + 3 = 20. C garde l’as de cœur, le 9 de pique et le 2 de carreau : 11 + 9 + 2 = 22. B paie 20 à A, C paie 22 à A, et la donne se lit A +42, B −20, C −22. Si l’as vaut 1, C ne paie que 12 et A reçoit 32. Avec le joker, une main joker, 4 de cœur et dame de trèfle vaut 15 + 4 + 10 = 29.'
			],
			items: [
				'Joker : 15',
				'As : 11 (ou 1, voir les options)',
				'Roi, dame, valet : 10',
				'Du 10 au 2 : leur valeur faciale'
			]
		},
		entering: {
			title: 'Saisir une donne',
			paragraphs: [
				'Choisissez qui a fini puis, pour chacun des deux autres joueurs, touchez sur la grille les cartes qui lui restent ou saisissez leur total. En touchant les cartes, l’explication montre la valeur de chacune ; saisir le total va plus vite quand la table a déjà compté.',
				'Avant tout enregistrement, l’application vérifie la saisie et signale le champ fautif, si bien que rien d’incomplet n’est gardé : une carte ne peut être que dans une seule main, le joker apparaît au plus une fois et seulement si la partie en a un, un joueur qui n’a pas fini garde entre une et sept cartes, celui qui a fini n’en a plus, et un total saisi doit être un nombre entier réellement possible avec une à sept cartes (de 2 à 74 avec les valeurs habituelles, 79 avec le joker).'
			]
		},
		'pack-ran-out': {
			title: 'Quand le talon est épuisé',
			paragraphs: [
				'Si le talon est épuisé sans que personne ait fini, la donne est nulle : personne ne paie, les soldes ne bougent pas, et la donne passe au suivant.',
				'Avec l’option « la donne suivante compte double », une donne nulle fait aussi payer double la prochaine donne gagnée : chaque perdant paie deux fois le total de sa main. Plusieurs donnes nulles d’affilée ne doublent toujours qu’une fois ; après la donne doublée, tout redevient normal.'
			]
		},
		'two-players': {
			title: 'À deux joueurs',
			paragraphs: [
				'À deux, on joue le jeu d’origine décrit par Foster, le conquian : quarante cartes, de l’as au dix dans chaque couleur (rois, dames et valets sont écartés), sans joker. Chacun reçoit dix cartes, deux par deux. Les cartes tirées du talon sont montrées, et il faut poser onze cartes pour gagner : la dernière défausse ne compte pas.',
				'Chaque donne est une partie à elle seule. Le premier qui a posé onze cartes la gagne. Si le talon s’épuise avant, la donne est un tableau : personne ne la gagne, et elle revient au gagnant de la partie suivante, qui compte alors pour deux. Plusieurs tableaux de suite attendent tous le gagnant suivant : après deux tableaux, la partie suivante compte pour trois.',
				'Par défaut, Tablekeeper compte ainsi les parties gagnées, et la colonne de chaque joueur donne son nombre de parties. Les tables qui font aussi payer les cartes restées en main choisissent « le perdant paie les cartes restées en main » : le perdant paie alors le total des cartes qu’il tient encore (as 11 ou 1, les autres cartes leur valeur) et le score est un solde à somme nulle ; les parties gagnées, tableaux compris, restent indiquées dans l’explication de chaque donne.',
				'Saisir une donne : indiquez qui a posé onze cartes, ou que le talon est épuisé. Quand le perdant paie ses cartes, touchez aussi ses cartes (dix au plus, du jeu de quarante) ou saisissez leur total.'
			]
		},
		'four-or-five': {
			title: 'À quatre ou cinq joueurs',
			paragraphs: [
				'À quatre ou cinq, on mélange deux jeux de 52 cartes et deux jokers, dont on se sert comme d’un seul jeu de 106 cartes. Chaque carte existe donc en deux exemplaires, et un joueur peut tenir, ou faire représenter par le joker, une carte qui se trouve déjà ailleurs. Les jokers valent 15, les as 11, rois, dames et valets 10, et les autres cartes leur valeur.',
				'Le jeu et le règlement sont ceux du jeu à trois : celui qui finit encaisse de chaque autre joueur le total des cartes qui lui restent en main, et les soldes font zéro au total. Chacun reçoit dix cartes (notre lecture, voir plus bas) ; un perdant tient donc au plus dix cartes.',
				'Les lois de Foster font d’un tour de donnes une partie : la donne passe à gauche et la partie finit quand chacun a donné une fois. Choisissez « après un tour de donnes » comme fin de partie pour jouer ainsi.',
				'Saisir une donne : la grille propose deux exemplaires de chaque carte et deux jokers ; un troisième exemplaire d’une carte est refusé à côté de la main.'
			]
		},
		options: {
			title: 'Options de la maison',
			paragraphs: [
				'Chaque partie garde ses propres réglages, choisis à sa création et affichés sur l’écran de la partie.'
			],
			items: [
				'Joker dans le jeu : désactivé par défaut. Activé, le joker peut être saisi dans une main (il vaut 15) et servir dans les combinaisons.',
				'As resté en main : 11 par défaut, ou 1.',
				'Défausse : couverte ou étalée. Enregistrée avec la partie ; elle change le jeu, pas le score.',
				'Talon épuisé : la donne est nulle (par défaut), ou la prochaine donne gagnée compte double.',
				'Fin de la partie : libre (par défaut ; on s’arrête quand on veut), après un tour de donnes (chacun donne une fois), après un nombre de donnes convenu, ou quand le solde d’un joueur atteint un objectif convenu.',
				'Décompte à deux joueurs (à deux seulement) : parties gagnées, chaque tableau allant au gagnant suivant (par défaut), ou le perdant paie les cartes restées en main. À deux, comme à quatre ou cinq, le joker et la défausse ne sont pas des options : le jeu dépend du nombre de joueurs.'
			]
		},
		end: {
			title: 'Fin de la partie',
			paragraphs: [
				'Une partie libre ne s’arrête jamais d’elle-même. Avec un nombre de donnes, la partie s’arrête quand ce nombre est joué, donnes nulles comprises puisqu’elles ont été distribuées ; le meilleur solde l’emporte, et les joueurs à égalité en tête se partagent la victoire.',
				'Avec un objectif de solde, la partie s’arrête après la première donne qui porte un solde à l’objectif ou au-delà, et le meilleur solde l’emporte. Dans une donne, seul le joueur qui a fini gagne des points : c’est donc lui qui atteint l’objectif.',
				'Après un tour de donnes, la partie s’arrête quand chacun a donné une fois (donnes nulles et tableaux compris), et le meilleur score l’emporte.',
				'Une partie reprise d’une feuille papier peut démarrer avec ses soldes. Leur somme doit faire zéro (à deux, en comptant les parties, on part des parties gagnées) et, avec un objectif de solde, personne ne doit déjà l’avoir atteint.'
			]
		},
		readings: {
			title: 'Comment Tablekeeper lit les règles',
			paragraphs: [
				'Le texte pour trois joueurs dit que le gagnant encaisse la valeur des cartes restées dans les autres mains, sans donner de barème ; Tablekeeper reprend les valeurs que Foster donne pour le jeu à plus de joueurs dans le même livre : joker 15, as 11, figures 10, les autres cartes à leur valeur faciale.',
				'Le texte ne dit pas ce qui se passe quand le talon est épuisé ; par défaut la donne est nulle, et le doublement de la donne suivante est proposé en option. Il ne dit pas non plus comment finit une partie : partie libre, nombre de donnes et objectif de solde sont tous proposés.',
				'Les chapitres pour deux et pour quatre ou cinq joueurs laissent des points ouverts ; nos lectures : à quatre ou cinq, chacun reçoit dix cartes ; avec le double jeu, un brelan ou un carré reste de trois ou quatre cartes d’un même rang et peut contenir deux fois la même carte, tandis qu’une séquence contient chaque carte une fois ; une combinaison peut utiliser les deux jokers ; le talon épuisé dans le jeu à deux paquets se règle comme à trois (donne nulle, ou l’option qui double la donne suivante) ; à deux, plusieurs tableaux de suite vont tous au gagnant suivant, une partie de plus chacun ; le jeu de quarante cartes se compte comme le jeu simple, avec l’as en bas des séquences (A-2-3, jamais 9-10-A). Le document docs/cooncan-variants.md détaille chaque lecture.',
				'Nos propres choix là où le texte se tait : la donne passe à gauche après chaque donne ; une donne nulle compte dans un nombre de donnes fixé ; les joueurs à égalité en tête à la fin se partagent la victoire ; un joueur qui n’a pas fini garde au moins une carte ; et une séquence des treize cartes d’une couleur se lit avec l’as en bas.'
			]
		}
	}
});
