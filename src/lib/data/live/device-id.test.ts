import { describe, expect, it } from 'vitest';
import { countPhones, deviceId } from './device-id';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

describe('deviceId', () => {
	it('is made once and kept, so every window of the phone says the same', () => {
		const storage = memory();
		const first = deviceId(storage);
		expect(deviceId(storage)).toBe(first);
		expect(storage.items.get('tk-live-device')).toBe(first);
	});

	it('replaces a kept value that is not an id', () => {
		const storage = memory();
		storage.setItem('tk-live-device', '<script>');
		expect(deviceId(storage)).toMatch(/^[0-9a-f-]{36}$/);
	});

	it('is one per connection when storage refuses (each counts as a phone, as before)', () => {
		const refusing = {
			getItem: () => {
				throw new Error('SecurityError');
			},
			setItem: () => undefined
		};
		expect(deviceId(refusing)).not.toBe(deviceId(refusing));
		expect(deviceId(undefined)).not.toBe(deviceId(undefined));
	});
});

describe('countPhones', () => {
	it('counts device ids, and a state without one as a phone of its own', () => {
		const states: [number, Record<string, unknown>][] = [
			[1, { phone: 'Ann', device: 'a' }],
			[2, { phone: 'Ann', device: 'a' }],
			[3, { phone: 'Ben', device: 'b' }],
			[4, { phone: 'Old app' }],
			[5, { device: 42 }]
		];
		expect(countPhones(states)).toBe(4);
		expect(countPhones([])).toBe(0);
	});
});
