import { Slider } from 'radix-ui';
import * as styles from './AudioPlayer.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';
import { useAudioPlayer, type AudioPlaybackOptions } from './useAudioPlayer';

export interface AudioPlayerProps extends AudioPlaybackOptions {
  /** Accessible name of the player. @default the kit's `sectionAudio` label ('Section audio') */
  label?: string;
  /** Play button text. @default the kit's `play` label ('Play') */
  playText?: string;
  /** Pause button text. @default the kit's `pause` label ('Pause') */
  pauseText?: string;
  /** What the exam player shows in place of a button while it plays. @default the kit's `playing` label ('Playing') */
  playingText?: string;
  className?: string;
}

function clock(seconds: number) {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Plays one audio file with a play/pause button and a progress bar (in the exam: once, without pause or seek). */
export function AudioPlayer({ label: labelProp, playText: playTextProp, pauseText: pauseTextProp, playingText: playingTextProp, className, ...playback }: AudioPlayerProps) {
  const labels = useKitLabels();
  const label = labelProp ?? labels.sectionAudio;
  const { state, time, duration, variant, exam, stopped, toggle, seek, audioProps } = useAudioPlayer(playback);
  const playing = state === 'playing';
  const max = duration > 0 ? duration : 1;
  const percent = duration > 0 ? Math.min(100, (time / duration) * 100) : 0;
  const valueText = fillLabel(labels.timeOf, { time: clock(time), duration: clock(duration) });
  const playText = playTextProp ?? labels.play;
  const pauseText = pauseTextProp ?? labels.pause;
  const playingText = playingTextProp ?? labels.playing;
  // Lower case inside a sentence: 'Play section audio'. A button given its own text is named by it, so the name a
  // screen reader says still starts with what the button shows.
  const named = { label: label.toLowerCase() };
  const buttonName = (custom: string | undefined, template: string) => (custom === undefined ? fillLabel(template, named) : `${custom} ${named.label}`);

  return (
    <div
      role="group"
      aria-label={label}
      data-state={state}
      data-variant={variant}
      className={cx(styles.root, className)}
    >
      <audio {...audioProps} />
      {exam && playing ? (
        // Once it plays, the exam player offers nothing to press: no pause, as in the real test.
        <span className={styles.toggle} data-playing="" aria-hidden="true">
          <span>♪</span>
          {playingText}
        </span>
      ) : (
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          // The exam player plays once: after the end there is nothing to play again.
          disabled={stopped || state === 'error' || (exam && state === 'ended')}
          aria-label={playing ? buttonName(pauseTextProp, labels.pauseLabel) : buttonName(playTextProp, labels.playLabel)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? pauseText : playText}
        </button>
      )}
      {exam ? (
        <div
          role="progressbar"
          aria-label={fillLabel(labels.progressLabel, { label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={valueText}
          className={styles.track}
        >
          <div className={styles.range} style={{ width: `${percent}%` }} />
        </div>
      ) : (
        <Slider.Root
          className={styles.slider}
          min={0}
          max={max}
          step={1}
          value={[Math.min(time, max)]}
          onValueChange={([seconds]) => seek(seconds ?? 0)}
          disabled={duration <= 0 || stopped}
        >
          <Slider.Track className={styles.sliderTrack}>
            <Slider.Range className={styles.range} />
          </Slider.Track>
          <Slider.Thumb className={styles.thumb} aria-label={fillLabel(labels.seek, named)} aria-valuetext={valueText} />
        </Slider.Root>
      )}
      <span className={styles.time} aria-hidden="true">
        {clock(time)} / {clock(duration)}
      </span>
    </div>
  );
}
