/**
 * Preloaded into a server process by `bench:sockets` (NODE_OPTIONS="--expose-gc --import=<this
 * file>"): on SIGUSR2, full garbage collections (another a second later, once freed pages went
 * back to the system), then one line on stdout with the process's memory: the same figure read
 * inside the app's instance and inside the bare server.
 */
process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  // V8 hands freed pages back to the system from a background task after a GC: wait for it.
  setTimeout(() => {
    gc?.();
    const m = process.memoryUsage();
    process.stdout.write(
      `MEMPROBE ${JSON.stringify({ rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
    );
  }, 1000);
});
