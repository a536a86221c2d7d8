/** Test data: a played Coinche deal in hearts, no coinche nor belote, the taker's team made `takerPoints`. */
export const coincheDeal = (taker: number, bid: number, takerPoints: number) => ({
	kind: 'played',
	taker,
	bid,
	trump: 'H',
	coinche: false,
	surcoinche: false,
	belote: [],
	allTricks: false,
	takerPoints
});
