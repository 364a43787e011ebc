import { contractWrites } from "./contract-writes.js";
import { importZones } from "./import-zones.js";

/** The repository's own lint rules, as the `openpawn` plugin. */
export default { rules: { "import-zones": importZones, "contract-writes": contractWrites } };
