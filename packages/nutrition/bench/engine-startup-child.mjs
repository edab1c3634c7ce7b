// The process engine-startup.ts times, started the way the server is (decision 032): plain Node with `npm run serve`'s
// flags, the engine as compiled JavaScript. It imports the engine's bundle (the path its one argument gives), answers
// one description as bench.ts's own start-up does, and writes the wall and CPU time of the two together.
import { pathToFileURL } from "node:url";

const startedAt = performance.now();
const cpuBefore = process.cpuUsage();
const { analyzeMealText } = await import(pathToFileURL(process.argv[2] ?? "").href);
analyzeMealText("яблоко");
const wallMs = performance.now() - startedAt;
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(JSON.stringify({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000 }));
