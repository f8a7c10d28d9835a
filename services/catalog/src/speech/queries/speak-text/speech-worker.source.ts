/**
 * The speech worker's code, run by `new Worker(source, { eval: true })`. It is kept as plain JavaScript text
 * because the platform is bundled by webpack and tested through swc: a separate worker file would need its
 * own build step in each. It loads eSpeak NG (WebAssembly; GPL-3.0, server side only, never sent to browsers)
 * and LAME (WebAssembly, from wasm-media-encoders) once, then per message speaks `text` with `voice` into a
 * WAV in eSpeak's in-memory file system and encodes it to mono MP3. Packages resolve from the working
 * directory, which is the application's root in every mode (npm start, the service images, the tests).
 *
 * The text reaches eSpeak as a file (`-f`), never as an argument, so no text is read as a command-line option.
 */
export const SPEECH_WORKER_SOURCE = String.raw`
const { parentPort } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const { readFileSync } = require('node:fs');
const req = createRequire(process.cwd() + '/');
const load = (name) => import(pathToFileURL(req.resolve(name)).href);

const ready = (async () => {
  const ESpeakNg = (await load('espeak-ng')).default;
  // Compiled once: each synthesis then only instantiates (eSpeak's CLI runs once per instance).
  const wasm = await WebAssembly.compile(readFileSync(req.resolve('espeak-ng').replace(/\.js$/, '.wasm')));
  const { createMp3Encoder } = await load('wasm-media-encoders');
  return { ESpeakNg, wasm, mp3: await createMp3Encoder() };
})();

/** The samples of eSpeak's 16-bit mono WAV, as floats, and its sample rate. */
function readWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let rate = 22050;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') rate = view.getUint32(at + 12, true);
    if (id === 'data') {
      const end = Math.min(bytes.length, at + 8 + size);
      const count = Math.floor((end - at - 8) / 2);
      const pcm = new Float32Array(count);
      for (let i = 0; i < count; i++) pcm[i] = view.getInt16(at + 8 + i * 2, true) / 32768;
      return { pcm, rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('eSpeak wrote no audio');
}

parentPort.on('message', async ({ id, text, voice, wpm, kbps }) => {
  try {
    const { ESpeakNg, wasm, mp3 } = await ready;
    const speaker = await ESpeakNg({
      arguments: ['-v', voice, '-s', String(wpm), '-w', '/out.wav', '-f', '/in.txt'],
      preRun: [(m) => m.FS.writeFile('/in.txt', text)],
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm));
        return {};
      },
      print: () => undefined,
      printErr: () => undefined,
    });
    const { pcm, rate } = readWav(speaker.FS.readFile('/out.wav'));
    mp3.configure({ sampleRate: rate, channels: 1, bitrate: kbps });
    // The encoder owns the bytes it returns: copy both parts before the next call.
    const body = mp3.encode([pcm]).slice();
    const tail = mp3.finalize().slice();
    const audio = new Uint8Array(body.length + tail.length);
    audio.set(body);
    audio.set(tail, body.length);
    parentPort.postMessage({ id, audio }, [audio.buffer]);
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;
