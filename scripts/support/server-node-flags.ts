// The Node flags the server runs with: package.json's start script gives them (tests/server/start.test.ts
// keeps the two equal), and every process that stands for `npm start` (the e2e server, the start tests,
// the bench servers) passes the same ones.
//
// --max-semi-space-size=8: V8's young generation grows to 32 MB by default. A large upload's rows all
// survive their first collections, and a scavenge copies every survivor while the event loop waits:
// single scavenges of 75 to 235 ms while 100,000 rows arrived. Capped, a scavenge copies at most that
// much (decision 0063: 4 MB). 8 MB keeps the upload's waits under target and costs the chat's streams
// less than 4 MB, whose frequent scavenges added about 10 ms to each answer's first token (decision
// 0065, docs/benchmarks.md).
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=8']
