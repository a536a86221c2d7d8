// A rule id or violation code as the part of a message key it names (`./lookup`, `./options`).

/** Turns a rule id or violation code into its key part: `coinche.contract-made` → `coinche_contract_made`. */
export function keyPart(id: string): string {
	return id.replace(/[.-]/g, '_');
}
