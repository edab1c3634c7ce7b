import http from "node:http";
import type { AddressInfo } from "node:net";

/** An OpenAI-compatible chat-completions server standing in for the vision provider (docs/product.md §2). */
export async function startStandInVision(delayMs = 0) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            choices: [
              {
                message: {
                  role: "assistant",
                  content: JSON.stringify({ dishes: [{ name: "гречка варёная", grams: 180, confidence: 0.9 }] }),
                },
              },
            ],
          }),
        );
      }, delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
