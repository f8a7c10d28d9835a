/* global process */
// Preloaded into the platform by the soak (node --require): answers the bench's 'memory?' over the IPC
// channel with process.memoryUsage(), so the bench can print the JS heap next to the resident memory it
// reads from /proc. The channel is unreferenced: it never keeps the platform running.
process.on('message', (message) => {
  if (message === 'memory?' && process.send) process.send({ memory: process.memoryUsage() });
});
if (process.channel) process.channel.unref();
