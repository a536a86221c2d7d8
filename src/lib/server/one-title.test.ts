import { describe, expect, it } from 'vitest';
import { oneTitle } from './one-title';

describe('oneTitle', () => {
	it("drops app.html's default title when the page sets its own", () => {
		const html = '<head>\n\t\t<title>Tablekeeper</title>\n\t\t<title>Coinche · Tablekeeper</title></head>';
		expect(oneTitle(html)).toBe('<head>\n\t\t<title>Coinche · Tablekeeper</title></head>');
	});

	it('keeps the only title of a page that sets none of its own', () => {
		const html = '<head><title>Tablekeeper</title><meta charset="utf-8"></head>';
		expect(oneTitle(html)).toBe(html);
	});

	it("keeps the titles inside the body's SVGs", () => {
		const html = '<head><title>A</title><title>B</title></head><body><svg><title>x</title></svg></body>';
		expect(oneTitle(html)).toBe('<head><title>B</title></head><body><svg><title>x</title></svg></body>');
	});

	it('leaves a page without a title alone', () => {
		expect(oneTitle('<p>x</p>')).toBe('<p>x</p>');
	});
});
