// What the engine otherwise builds on first use, built at once: the food database (on the first description) and the
// FNDDS name index (on the first English name the catalog lacks). A server calls it at boot, so no request pays for
// them and the process holds from the start what it would hold after its first descriptions
// (docs/decisions/027-engine-start-up-and-memory.md).
import { getDatabase } from "./database";
import { prepareFnddsNames } from "./fndds";

export function warmUp(): void {
  getDatabase();
  prepareFnddsNames();
}
