/**
 * Games whose new-match form offers named presets of house options above the individual options,
 * and the component that offers them.
 */
import type { Component } from 'svelte';
import CoinchePresets from './coinche/Presets.svelte';

/** Props of a presets component. */
export interface PresetsProps {
	/** The form's current options. */
	config: Readonly<Record<string, unknown>>;
	/** The options this game was last started with on this device, or null. */
	last: Readonly<Record<string, unknown>> | null;
	/** Sets the options of a preset (the others keep their values). */
	onapply: (values: Readonly<Record<string, unknown>>) => void;
}

const PRESETS: Readonly<Record<string, Component<PresetsProps>>> = { coinche: CoinchePresets };

/** The presets component of a game, or null when it has none. */
export function presetsFor(gameId: string): Component<PresetsProps> | null {
	return PRESETS[gameId] ?? null;
}
