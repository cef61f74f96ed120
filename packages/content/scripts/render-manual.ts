/**
 * Renders the shipped tutorial video (media/brand/manual.mp4, the header's Manual window) from the slides below with
 * offline tools only: Debian's espeak-ng speaks each slide, ffmpeg draws it as text on the brand colour and joins them.
 * The result is original, reproducible and small (H.264 + AAC, about half a megabyte); operators replace it with their
 * own video through the admin console.
 *
 *   npm run content:manual -w @bandwise/content
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'media', 'brand', 'manual.mp4');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** Each slide: a heading, the lines shown under it, and what the narrator says. */
const slides = [
  { title: 'Bandwise in one minute', lines: ['Mock IELTS and CEFR exams', 'with instant scores'], say: 'Welcome to Bandwise. Here is how a mock exam works, in one minute.' },
  { title: '1. Log in', lines: ['Press Login and open our Telegram bot.', 'Share your phone number to get a code.'], say: 'First, press Login and open our Telegram bot. Share your phone number, and the bot sends you a code.' },
  { title: '2. Choose an exam', lines: ['IELTS: a few free exams every day.', 'Multi-level: checked by AI or by a human.'], say: 'Next, choose an exam. IELTS exams are free, a few every day. A multi-level exam is checked by AI or by a human examiner.' },
  { title: '3. Take it like the real one', lines: ['Listening, reading, writing, speaking.', 'Your answers are saved as you go.'], say: 'Take it as you would take the real exam: listening, reading, writing and speaking. Your answers are saved as you go.' },
  { title: '4. See what to improve', lines: ['Open My Result for your band', 'and notes on every answer.'], say: 'Finally, open My Result to see your band and notes on every answer. Good luck!' },
];

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Text for ffmpeg's drawtext, whose own syntax gives meaning to ':', '\'' and '\\'. */
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\u2019");

const work = mkdtempSync(join(tmpdir(), 'bandwise-manual-'));
try {
  const parts: string[] = [];
  slides.forEach((slide, index) => {
    const speech = join(work, `say-${index}.wav`);
    run('espeak-ng', ['-v', 'en-gb+f3', '-s', '150', '-w', speech, slide.say]);
    const seconds = Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', speech]).trim()) + 0.8;
    const text = [
      `drawtext=fontfile=${BOLD}:text='${escape(slide.title)}':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=110`,
      ...slide.lines.map((line, i) => `drawtext=fontfile=${FONT}:text='${escape(line)}':fontcolor=0xdbe4f5:fontsize=22:x=(w-text_w)/2:y=${190 + i * 36}`),
    ].join(',');
    const part = join(work, `part-${index}.mp4`);
    run('ffmpeg', [
      '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `color=c=0x1e3a8a:s=640x360:r=15:d=${seconds.toFixed(2)}`,
      '-i', speech,
      '-filter_complex', `[0:v]${text}[v];[1:a]apad,aresample=22050[a]`,
      '-map', '[v]', '-map', '[a]', '-t', seconds.toFixed(2),
      '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-tune', 'stillimage',
      '-c:a', 'aac', '-b:a', '40k', '-ac', '1',
      part,
    ]);
    parts.push(part);
  });
  const list = join(work, 'parts.txt');
  writeFileSync(list, parts.map((part) => `file '${part}'`).join('\n'));
  // +faststart: the index at the front, so the browser starts playing before the whole file is in.
  run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', target]);
  console.log(`wrote ${target} (${Math.round(statSync(target).size / 1024)} KB)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
