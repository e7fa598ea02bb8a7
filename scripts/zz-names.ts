import { libraryEntries } from "@modules/exercise-library/data";
const re = new RegExp(process.argv[2]!, "i");
for (const e of libraryEntries()) if (re.test(e.name)) console.log(e.name);
