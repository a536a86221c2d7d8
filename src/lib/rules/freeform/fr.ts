/**
 * The free-form scoresheet page in French. The scoresheet follows no published rules text: it is
 * Tablekeeper's own sheet for any game, so the page explains its options and gives no credit.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Feuille de score libre',
	sections: {
		overview: {
			title: 'Une feuille pour tous les jeux',
			paragraphs: [
				'La feuille de score libre tient les comptes d\u2019un jeu que Tablekeeper ne connaît pas : vous calculez les points de chaque joueur à la table et vous les saisissez. C\u2019est une feuille propre à Tablekeeper, qui ne s\u2019appuie sur aucune règle publiée ; elle ne vérifie donc jamais comment les points ont été obtenus.',
				'Une feuille accueille de 1 à 12 joueurs. Chacun peut partir d\u2019un score autre que zéro, par exemple pour poursuivre une partie commencée sur papier.'
			]
		},
		rounds: {
			title: 'Saisir une manche',
			paragraphs: [
				'À chaque manche, saisissez un nombre entier par joueur : les nombres négatifs sont permis, jusqu\u2019à un million dans un sens comme dans l\u2019autre. Le nombre s\u2019ajoute au total du joueur, et l\u2019explication de la manche indique ce que chacun a marqué.',
				'La donne passe au joueur suivant après chaque manche ; l\u2019écran de la partie indique qui distribue.'
			]
		},
		winning: {
			title: 'Qui gagne et quand la partie s\u2019arrête',
			paragraphs: [
				'Avant la partie, choisissez si c\u2019est le plus haut ou le plus bas total qui gagne et, si vous le souhaitez, comment la partie se termine.'
			],
			items: [
				'Un score à atteindre : la partie s\u2019arrête à la fin de la manche où un joueur l\u2019atteint.',
				'Un nombre de manches : la partie s\u2019arrête quand ce nombre de manches est saisi.',
				'Ni l\u2019un ni l\u2019autre : la partie continue tant que vous saisissez des manches.',
				'On ne peut pas fixer à la fois un score à atteindre et un nombre de manches. Les joueurs à égalité au meilleur total se partagent la victoire.'
			]
		}
	}
});
