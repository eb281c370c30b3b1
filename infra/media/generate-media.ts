/**
 * `npm run media:generate`: renders the media the project ships for its built-in videos, so every
 * player works offline without third-party URLs. Per skill video and masterclass it writes
 * media/videos/<id>.mp4 (8 s, 640×360, H.264, a titled card with timed skill lines),
 * <id>.jpg (the poster: the card's last frame) and <id>.vtt (WebVTT captions of the same text).
 *
 * Needs ffmpeg (Debian: `apt-get install -y ffmpeg`) with libx264 and drawtext. Only this script
 * needs it: the generated files are committed and are what `npm start` serves.
 *
 *   npm run media:generate              all videos
 *   npm run media:generate -- knife-basics pan-sauce    just these ids
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedSkillVideos } from '../../db/seeds/content';
import { bundledMasterclasses } from '../../db/seeds/videos.seed';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'media', 'videos');

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 12;
const SECONDS = 8;
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');

interface Card {
  id: string;
  label: string;
  title: string;
  subtitle: string;
  lines: string[];
  background: string;
  accent: string;
}

const CATEGORY_COLORS: Record<string, string> = {
  'Knife Skills': '0x8c3b2a',
  'Cooking Basics': '0x2f5d50',
  'Egg Cooking': '0x9a6b12',
  'Vegetables & Seasoning': '0x3f6b2a',
  'Meat & Protein': '0x7a1f2b',
  'Sauce & Basics': '0x5a3d7a',
  'Baking Basics': '0x7d5228',
};

const cards: Card[] = [
  ...seedSkillVideos.map((video) => ({
    id: video.id,
    label: 'SOUS  ·  COOKING SKILLS',
    title: video.title,
    subtitle: `${video.category}  ·  ${video.difficulty}`,
    lines: video.skills,
    background: CATEGORY_COLORS[video.category] ?? '0x333333',
    accent: '0xffffff',
  })),
  ...bundledMasterclasses().map((masterclass) => ({
    id: masterclass.id,
    label: 'SOUS  ·  PREMIUM MASTERCLASS',
    title: masterclass.title,
    subtitle: `${masterclass.category}  ·  ${masterclass.difficulty}  ·  with ${masterclass.chef}`,
    lines: masterclass.skills.slice(0, 5),
    background: '0x1f2a44',
    accent: '0xd9a441',
  })),
];

/** Greedy word wrap for the title (DejaVu Sans Bold at 30 px is about 19 px per character). */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const lineStart = (index: number) => 1.5 + index * 1.0;

const vttTime = (seconds: number) => {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `00:${mm}:${ss}.${String(millis).padStart(3, '0')}`;
};

function captions(card: Card): string {
  const cues = [
    { from: 0, to: lineStart(0), text: `${card.title}\n${card.subtitle.replace(/ {2}/g, ' ')}` },
    ...card.lines.map((line, index) => ({
      from: lineStart(index),
      to: index === card.lines.length - 1 ? SECONDS : lineStart(index + 1),
      text: line,
    })),
  ];
  return `WEBVTT\n\n${cues.map((cue, index) => `${index + 1}\n${vttTime(cue.from)} --> ${vttTime(cue.to)}\n${cue.text}\n`).join('\n')}`;
}

/** drawtext reads every text from a file: no escaping of ':', ',', quotes or '%' in content. */
function filterGraph(card: Card, work: string, progressBar: boolean): string {
  const file = (name: string, text: string) => {
    const target = path.join(work, `${name}.txt`);
    writeFileSync(target, text);
    return target;
  };
  const titleLines = wrap(card.title, 30).slice(0, 2);
  const subtitleY = 60 + titleLines.length * 38 + 6;
  const skillsY = subtitleY + 42;
  const text = (options: string) => `drawtext=expansion=none:${options}`;
  const filters = [
    text(`fontfile=${BOLD}:textfile=${file('label', card.label)}:x=40:y=26:fontsize=14:fontcolor=${card.accent}@0.9`),
    text(
      `fontfile=${BOLD}:textfile=${file('title', titleLines.join('\n'))}:x=40:y=58:fontsize=30:line_spacing=8:fontcolor=white:alpha='min(1,t/0.6)'`,
    ),
    text(
      `fontfile=${REGULAR}:textfile=${file('subtitle', card.subtitle)}:x=40:y=${subtitleY}:fontsize=17:fontcolor=white@0.8`,
    ),
    ...card.lines.map((line, index) =>
      text(
        `fontfile=${REGULAR}:textfile=${file(`line${index}`, `•  ${line}`)}:x=56:y=${skillsY + index * 27}:fontsize=18:fontcolor=white:enable='gte(t,${lineStart(index)})':alpha='min(1,(t-${lineStart(index)})/0.4)'`,
      ),
    ),
  ];
  const cardGraph = `[0:v]${filters.join(',')}`;
  // The poster is the finished card without the progress bar.
  return progressBar
    ? `${cardGraph}[card];[card][1:v]overlay=x='-w+W*t/${SECONDS}':y=H-h:eval=frame[out]`
    : `${cardGraph}[out]`;
}

function inputs(card: Card, progressBar: boolean): string[] {
  const background = ['-f', 'lavfi', '-i', `color=c=${card.background}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${SECONDS}`];
  const bar = ['-f', 'lavfi', '-i', `color=c=${card.accent}:s=${WIDTH}x5:r=${FPS}:d=${SECONDS}`];
  return progressBar ? [...background, ...bar] : background;
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/**
 * ffmpeg's arguments for one card rendered through its filter graph, then its `encoding`: the video with its
 * progress bar, the poster frame without; both without metadata, so a re-run writes the same bytes.
 */
function renderArgs(card: Card, work: string, progressBar: boolean, encoding: string[]): string[] {
  return [
    ...inputs(card, progressBar),
    '-filter_complex',
    filterGraph(card, work, progressBar),
    '-map',
    '[out]',
    ...encoding,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
  ];
}

function render(card: Card) {
  const work = mkdtempSync(path.join(tmpdir(), 'sous-media-'));
  try {
    const base = path.join(outDir, card.id);
    ffmpeg([
      ...renderArgs(card, work, true, [
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'stillimage',
        '-crf',
        '30',
        '-maxrate',
        '120k',
        '-bufsize',
        '240k',
        '-pix_fmt',
        'yuv420p',
        '-profile:v',
        'main',
        '-threads',
        '1',
      ]),
      '-movflags',
      '+faststart',
      '-an',
      `${base}.mp4`,
    ]);
    ffmpeg([
      ...renderArgs(card, work, false, ['-ss', String(SECONDS - 0.5), '-frames:v', '1', '-q:v', '5']),
      `${base}.jpg`,
    ]);
    writeFileSync(`${base}.vtt`, captions(card));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function main() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error('ffmpeg is not installed. On Debian or Ubuntu: apt-get install -y ffmpeg');
    process.exit(1);
  }
  for (const font of [BOLD, REGULAR]) {
    if (!existsSync(font)) {
      console.error(`Font ${font} is missing. On Debian or Ubuntu: apt-get install -y fonts-dejavu-core`);
      process.exit(1);
    }
  }
  const wanted = new Set(process.argv.slice(2));
  const selected = wanted.size ? cards.filter((card) => wanted.has(card.id)) : cards;
  const unknown = [...wanted].filter((id) => !cards.some((card) => card.id === id));
  if (unknown.length) {
    console.error(`Unknown video ids: ${unknown.join(', ')}`);
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  let total = 0;
  for (const card of selected) {
    render(card);
    const sizes = ['mp4', 'jpg', 'vtt'].map((extension) => statSync(path.join(outDir, `${card.id}.${extension}`)).size);
    total += sizes.reduce((sum, size) => sum + size, 0);
    console.log(
      `${card.id.padEnd(34)} mp4 ${(sizes[0] / 1024).toFixed(1)} KB  jpg ${(sizes[1] / 1024).toFixed(1)} KB  vtt ${sizes[2]} B`,
    );
  }
  console.log(`${selected.length} videos, ${(total / 1024).toFixed(1)} KB in ${path.relative(root, outDir)}/`);
}

main();
