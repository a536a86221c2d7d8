/**
 * Page de règles du Cozen en français, avec nos propres mots (rules/cozen.txt et les lectures
 * Cozen de RULES-NOTES.md) ; ses sections et les ids qu’elles expliquent sont dans sections.ts.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Cozen',
	credit:
		'Le Cozen est un jeu de cartes de Zach Gage (règles version 0.2.2). Cette page est un résumé propre à Tablekeeper.',
	sections: {
		overview: {
			title: 'Le jeu',
			paragraphs: [
				'Deux joueurs s’affrontent, l’un avec toutes les cartes rouges d’un jeu, l’autre avec toutes les noires. Chaque couleur forme un paquet de 26 cartes : deux de chaque rang, de l’as au roi, et l’un des deux rois porte une marque (tracez une croix dessus la première fois que vous jouez).',
				'Les cartes capturées vont dans votre prison et y restent jusqu’à la fin de la partie : chaque prise affaiblit donc aussi le paquet adverse pour les manches suivantes. La première prison qui vaut 70 points de victoire gagne.',
				'Tablekeeper tient les deux paquets et les deux prisons, tranche chaque enjeu disputé et compte les prisons. Vous saisissez ce qui s’est passé à table ; tout le reste en découle.'
			]
		},
		flow: {
			title: 'Une manche',
			paragraphs: [
				'Chaque joueur mélange son paquet, retourne la carte du dessus face visible dans la rangée des enjeux et pioche cinq cartes. Le joueur à qui l’on tend la boîte du jeu commence ; la boîte change de mains à chaque manche, si bien que le premier joueur alterne.',
				'À votre tour, soit vous posez une carte face cachée au bout droit de la rangée des enjeux puis piochez une carte, soit vous misez autant de cartes de votre main que vous voulez, face cachée, de votre côté d’un enjeu. Les cartes misées ne bougent plus, mais vous pourrez en ajouter au même enjeu plus tard. Comme on ne pioche qu’après avoir posé un enjeu, un joueur mise au plus cinq cartes par manche.',
				'La manche s’arrête quand un joueur n’a plus de carte en main ; l’autre joue encore un dernier tour. On révèle et règle alors les enjeux disputés, toute carte qui n’est pas partie en prison rentre dans son paquet, et la manche suivante commence.'
			]
		},
		recording: {
			title: 'Saisir une manche',
			paragraphs: [
				'Une manche se saisit de deux façons, et l’on peut changer d’une manche à l’autre. Pour les mêmes cartes capturées, les deux donnent exactement les mêmes paquets, prisons et scores.',
				'Bataille par bataille : saisissez les deux enjeux face visible retournés au début de la manche, puis la rangée des enjeux telle qu’elle finit. Un enjeu face visible se choisit dans la liste ; pour un enjeu face cachée, dites à qui il était et, si sa main a été disputée, quelle carte c’était. Sous chaque enjeu, saisissez les cartes misées par chaque couleur. Une couleur qui a misé seule contre l’enjeu de l’autre ne montre pas ses cartes : indiquez seulement combien il y en avait. Les enjeux que personne n’a disputés peuvent être omis.',
				'Contenu des prisons : saisissez les deux nouveaux enjeux face visible, puis les cartes parties dans la prison rouge et celles parties dans la prison noire. C’est pratique quand la table règle ses batailles elle-même ; le calculateur de bataille peut toujours vérifier un cas contesté.',
				'À deux joueurs, la couleur dit à qui sont les cartes. En 2 contre 2, indiquez de quel joueur vient chaque carte.'
			],
			items: [
				'Les enjeux face visible d’une manche sont retournés par le premier joueur et le suivant (à deux : par les deux joueurs).',
				'La carte d’un enjeu face cachée dont la main a été disputée doit être nommée, car elle peut partir en prison.',
				'Quand les deux couleurs ont misé sur le même enjeu, toutes les cartes sont montrées et doivent être saisies.'
			]
		},
		strength: {
			title: 'La force d’un camp',
			paragraphs: [
				'Seuls deux types de combinaison donnent de la force. Une paire de même rang vaut 3. Une suite de deux rangs consécutifs ou plus vaut 1 par carte. L’as peut se placer sous le 2 ou au-dessus du roi, mais une suite ne peut pas boucler du roi au 2 en passant par l’as.',
				'Un camp peut avoir plusieurs paires mais une seule suite compte. Chaque carte sert au plus dans une combinaison, et l’ordre dans lequel les cartes ont été jouées ne compte pas. Un brelan, c’est une paire plus une carte isolée. Ici, le roi marqué est un roi comme un autre.',
				'Tablekeeper retient toujours l’arrangement qui donne le plus de force : 5 6 6 7 vaut 3 (la suite 5-6-7 ou la paire de 6) et 5 5 6 6 7 vaut 6 (deux paires).'
			]
		},
		stake: {
			title: 'Utiliser son propre enjeu',
			paragraphs: [
				'L’enjeu est l’objet de la bataille ; seul, il n’apporte rien à aucun camp. Son propriétaire, et lui seul, peut s’en servir quand il complète une combinaison avec ses cartes misées : par exemple, un roi misé sous votre propre enjeu roi fait une paire.',
				'Tablekeeper intègre l’enjeu chaque fois que la meilleure force peut être atteinte avec lui : la force est la même et la carte en plus ne peut qu’aider en cas d’égalité. Il le laisse de côté quand l’utiliser ferait baisser la force (V V 4 avec un enjeu D reste une paire de valets).'
			]
		},
		battles: {
			title: 'Régler un enjeu',
			paragraphs: [
				'Un enjeu est disputé quand sa main contient les deux couleurs, l’enjeu lui-même compris. Les enjeux non disputés ne sont pas révélés : toutes leurs cartes rentrent au paquet.',
				'Si une seule couleur a misé, contre l’enjeu de l’autre couleur, elle gagne sans rien montrer et prend l’enjeu. Si les deux ont misé, on révèle les deux camps et la plus grande force l’emporte.',
				'Le gagnant envoie dans sa prison toutes les cartes adverses de cette main, enjeu adverse compris, et reprend ses propres cartes.'
			]
		},
		ties: {
			title: 'Départager une égalité',
			paragraphs: [
				'Quand les deux camps ont la même force, on compare leurs plus hautes cartes, puis les suivantes, et ainsi de suite en descendant. Pour cela l’as est toujours haut, et l’enjeu ne compte que si son propriétaire l’a intégré à une combinaison.',
				'Un camp qui n’a plus de carte alors que l’autre en a encore perd. Si les deux camps sont égaux jusqu’au bout, personne ne prend rien et chaque carte retourne à son propriétaire.'
			]
		},
		jail: {
			title: 'Prisons et points de victoire',
			paragraphs: [
				'Les cartes capturées restent face visible dans la prison du gagnant jusqu’à la fin de la partie. Le score d’une couleur est la valeur de sa prison.'
			],
			items: ['As : 1', '2 à 10 : leur valeur', 'Valet, dame, roi : 10', 'Roi marqué : 70']
		},
		'carry-over': {
			title: 'Une manche sans prise',
			paragraphs: [
				'Si personne n’a capturé la moindre carte pendant une manche, les enjeux face visible qui l’ont ouverte restent sur la table, et la manche suivante en ajoute deux : elle s’ouvre donc avec quatre enjeux face visible (six après une deuxième manche sans prise). Les enjeux face cachée rentrent toujours dans leur paquet.',
				'Dès qu’une manche capture quelque chose, toute carte qui n’est pas en prison rentre au paquet, y compris les enjeux restés sur la table.'
			]
		},
		winning: {
			title: 'Gagner',
			paragraphs: [
				'Une couleur dont la prison vaut 70 points de victoire ou plus à la fin d’une manche gagne. Si les deux prisons passent 70 dans la même manche, le plus haut total gagne ; en cas d’égalité, on joue une manche de plus.'
			]
		},
		decks: {
			title: 'Les paquets et le suivi des paquets',
			paragraphs: [
				'Un paquet, c’est ses 26 cartes moins celles qui sont dans la prison adverse et moins ses enjeux face visible encore posés sur la table. Le sélecteur de cartes ne propose que ce que le paquet contient encore : impossible de saisir un troisième 7, un deuxième roi marqué ou une carte déjà en prison.',
				'Pour chaque paquet, le suivi montre ce qui reste, ce qui a été perdu et la valeur de la prison, ainsi que la probabilité exacte qu’une nouvelle main de cinq cartes tirée de ce qui reste contienne au moins une paire. Les paires sont la force la moins chère : voilà pourquoi perdre des cartes isolées affaiblit davantage un paquet que perdre des paires entières.'
			]
		},
		'two-v-two': {
			title: '2 contre 2',
			paragraphs: [
				'Quatre joueurs en deux équipes, rouge contre noir, avec deux jeux de cartes : chaque joueur a son propre paquet de 26 cartes de la couleur de son équipe. Les coéquipiers sont assis côte à côte, peuvent regarder les cartes posées par l’autre mais n’ont pas le droit d’en parler. L’ordre de jeu se fixe à la création de la partie.',
				'Seuls le premier joueur de la manche et le joueur suivant retournent un enjeu face visible. Les cartes d’une équipe sous un même enjeu forment un seul camp (qui peut donc avoir jusqu’à quatre cartes d’un rang), l’enjeu sert l’équipe de son propriétaire, et chaque joueur mise toujours au plus cinq cartes. La première équipe à dépasser 100 points de victoire gagne (« surpasses 100 » dans les règles : 100 tout juste ne suffit pas).'
			]
		},
		readings: {
			title: 'Comment Tablekeeper lit les règles',
			paragraphs: ['Là où les règles laissent un vide ou se contredisent, Tablekeeper suit ces lectures.'],
			items: [
				'L’exemple de fin de manche dit que rouge gagne 5 points pour un 10 et deux 4. D’après la valeur des cartes, cela fait 18 points de victoire, et Tablekeeper compte 18.',
				'C’est toujours le meilleur arrangement possible qui compte, et l’enjeu est intégré dès que cette meilleure force peut être atteinte avec lui.',
				'Seuls les enjeux face visible qui ont ouvert une manche sans prise restent sur la table.',
				'Au départage, un camp qui n’a plus de carte perd.',
				'En 2 contre 2, l’objectif est de plus de 100 (101 ou plus), les cartes d’une équipe sous un enjeu comptent ensemble, et la boîte passe selon l’ordre de jeu saisi au départ (la carte d’ordre de jeu des règles ne fait pas partie du texte).'
			]
		}
	}
});
