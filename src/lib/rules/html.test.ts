// The rules page's HTML block: the same markup the page's Svelte template wrote (contents, anchors,
// self links, paragraphs, items), every text and id escaped, and the language it is written in.
import { describe, expect, it } from 'vitest';
import { escapeHtml, rulesHtml } from './html';
import type { RulesDoc } from './types';

const words = { contents: 'Contents', sectionLink: (title: string) => `Link to this section: ${title}` };

describe('rulesHtml', () => {
	it('writes the contents, then each section with its anchors, heading link, paragraphs and items', () => {
		const doc: RulesDoc = {
			title: 'Coinche',
			sections: [
				{ id: 'deal', title: 'Deal', paragraphs: ['Deal eight cards.'], rules: ['coinche.deal'] },
				{ id: 'score', title: 'Score', paragraphs: ['One.', 'Two.'], items: ['Belote: 20'] }
			]
		};
		expect(rulesHtml(doc, words, 'en')).toBe(
			'<div class="body" data-lang="en">' +
				'<nav id="contents" class="contents" aria-labelledby="contents-title" data-testid="rules-contents"><h2 id="contents-title">Contents</h2>' +
				'<ul><li><a href="#deal">Deal</a></li><li><a href="#score">Score</a></li></ul></nav>' +
				'<section id="deal"><span id="coinche.deal" class="anchor"></span><div class="heading"><h2>Deal</h2><a class="self" href="#deal" aria-label="Link to this section: Deal"><span aria-hidden="true">#</span></a></div><p>Deal eight cards.</p></section>' +
				'<section id="score"><div class="heading"><h2>Score</h2><a class="self" href="#score" aria-label="Link to this section: Score"><span aria-hidden="true">#</span></a></div><p>One.</p><p>Two.</p><ul><li>Belote: 20</li></ul></section>' +
				'</div>'
		);
	});

	it('escapes every text, id and attribute: the rules are plain text', () => {
		const doc: RulesDoc = {
			title: 't',
			sections: [{ id: 'a"b', title: '<b>&', paragraphs: ["<script>x</script> 'q'"], items: ['1 < 2'] }]
		};
		const html = rulesHtml(doc, words, 'fr"');
		expect(html).not.toContain('<script>');
		expect(html).not.toContain('<b>');
		expect(html).toContain('data-lang="fr&quot;"');
		expect(html).toContain('<section id="a&quot;b">');
		expect(html).toContain('aria-label="Link to this section: &lt;b&gt;&amp;"');
		expect(html).toContain('<p>&lt;script&gt;x&lt;/script&gt; &#39;q&#39;</p>');
		expect(html).toContain('<li>1 &lt; 2</li>');
		expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
	});
});
