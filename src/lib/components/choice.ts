/** One option of a `SegmentedChoice`. */
export interface ChoiceOption<V> {
	value: V;
	label: string;
	/** A second, smaller line (e.g. the team of a player). */
	sub?: string;
	/** A visual symbol, hidden from screen readers (the label says it in words). */
	symbol?: string;
	red?: boolean;
	disabled?: boolean;
}
