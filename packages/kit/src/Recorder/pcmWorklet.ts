/**
 * The AudioWorklet that copies microphone samples to the page. It ships as a source string and loads from a Blob
 * URL, so it works wherever the package is bundled: a separate worklet file would need every app's bundler to
 * emit and serve it at a known address.
 */
export const PCM_WORKLET_NAME = 'bandwise-pcm-capture';

/** Samples per message: about 85 ms at 48 kHz, few enough messages to keep the main thread calm. */
const CHUNK = 4096;

export const pcmWorkletSource = `
class BandwisePcmCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.buffer = new Float32Array(${CHUNK});
    this.filled = 0;
    this.running = true;
    this.port.onmessage = (event) => {
      if (event.data === 'stop') {
        this.send();
        this.running = false;
        this.port.postMessage({ type: 'stopped' });
      }
    };
  }
  send() {
    if (this.filled === 0) return;
    const samples = this.buffer.slice(0, this.filled);
    this.filled = 0;
    this.port.postMessage({ type: 'samples', samples }, [samples.buffer]);
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (this.running && channel) {
      let offset = 0;
      while (offset < channel.length) {
        const n = Math.min(channel.length - offset, this.buffer.length - this.filled);
        this.buffer.set(channel.subarray(offset, offset + n), this.filled);
        this.filled += n;
        offset += n;
        if (this.filled === this.buffer.length) this.send();
      }
    }
    return this.running;
  }
}
registerProcessor('${PCM_WORKLET_NAME}', BandwisePcmCapture);
`;

/** A Blob URL for the worklet; revoke it after addModule. */
export function createPcmWorkletUrl(): string {
  return URL.createObjectURL(new Blob([pcmWorkletSource], { type: 'text/javascript' }));
}
