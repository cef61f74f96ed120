import { useCallback, useEffect, useRef, useState } from 'react';
import { Slider } from 'radix-ui';
import * as styles from './AudioPlayer.css';
import { cx } from '../lib/cx';

export const audioPlayerVariants = ['review', 'exam'] as const;
export type AudioPlayerVariant = (typeof audioPlayerVariants)[number];

export const audioPlayerStates = ['idle', 'playing', 'paused', 'ended', 'stopped', 'error'] as const;
export type AudioPlayerState = (typeof audioPlayerStates)[number];

export const audioErrorReasons = ['load', 'play', 'blocked'] as const;
export type AudioErrorReason = (typeof audioErrorReasons)[number];

export interface AudioPlayerError {
  /** 'load': the file could not be fetched or decoded; 'blocked': the browser refused autoplay; 'play': other. */
  reason: AudioErrorReason;
  message: string;
  cause?: unknown;
}

export interface AudioPlayerProps {
  /** The audio address (a section's audio_path, a result's voice URL, a Blob URL). */
  src: string;
  /** Accessible name of the player. @default 'Section audio' */
  label?: string;
  /**
   * 'review' lets the learner seek (result pages); 'exam' plays straight through with no seeking, as in the real
   * test, and undoes seeks made by media keys or devtools. @default 'review'
   */
  variant?: AudioPlayerVariant;
  /** Start by itself after `autoPlayDelayMs` (the listening section). @default false */
  autoPlay?: boolean;
  /** Wait before autoplay, so the screen settles first (seeds: about 1 s). @default 1000 */
  autoPlayDelayMs?: number;
  /** Stops and rewinds, and keeps it stopped (leaving the section, Next exam). @default false */
  stopped?: boolean;
  /** Playback problems; aborted plays (a pause or stop during start) are not errors and are not reported. */
  onError?: (error: AudioPlayerError) => void;
  /** Called when the audio reaches its end. */
  onEnded?: () => void;
  /** Called on every state change. */
  onStateChange?: (state: AudioPlayerState) => void;
  /** Play button text. @default 'Play' */
  playText?: string;
  /** Pause button text. @default 'Pause' */
  pauseText?: string;
  className?: string;
}

// A live stream reports an infinite duration; show no total rather than 'Infinity'.
const finite = (n: number) => (Number.isFinite(n) ? n : 0);

function clock(seconds: number) {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Plays one audio file with a play/pause button and a progress bar. */
export function AudioPlayer({
  src,
  label = 'Section audio',
  variant = 'review',
  autoPlay = false,
  autoPlayDelayMs = 1000,
  stopped = false,
  onError,
  onEnded,
  onStateChange,
  playText = 'Play',
  pauseText = 'Pause',
  className,
}: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setStateValue] = useState<AudioPlayerState>(stopped ? 'stopped' : 'idle');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const callbacks = useRef({ onError, onEnded, onStateChange });
  callbacks.current = { onError, onEnded, onStateChange };
  // The position reached by playing; an exam-mode seek jumps back to it.
  const played = useRef(0);
  const playedAt = useRef(0);
  const rewinding = useRef(false);
  const exam = variant === 'exam';

  const setState = setStateValue;
  const reported = useRef(state);
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    callbacks.current.onStateChange?.(state);
  }, [state]);

  const rewind = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    rewinding.current = true;
    try {
      audio.currentTime = 0;
    } catch {
      // Not seekable before metadata has loaded; it is at 0 anyway.
    }
    played.current = 0;
    setTime(0);
  }, []);

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    try {
      await audio.play();
    } catch (cause) {
      const name = (cause as { name?: string } | null)?.name;
      // A pause or stop during start rejects the play with AbortError: that is not a failure (seeds).
      if (name === 'AbortError') return;
      const blocked = name === 'NotAllowedError';
      callbacks.current.onError?.({
        reason: blocked ? 'blocked' : 'play',
        message: blocked ? 'The browser blocked autoplay; press Play to start the audio.' : 'The audio could not be played.',
        cause,
      });
    }
  }, []);

  useEffect(() => {
    if (stopped) {
      rewind();
      setState('stopped');
      return undefined;
    }
    setState(audioRef.current?.paused === false ? 'playing' : 'idle');
    if (!autoPlay) return undefined;
    const timer = setTimeout(() => void play(), autoPlayDelayMs);
    return () => clearTimeout(timer);
  }, [src, stopped, autoPlay, autoPlayDelayMs, play, rewind]);

  // Leaving the screen stops the sound and rewinds, even if the element lingers (a cached screen, a portal).
  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (!audio) return;
      audio.pause();
      try {
        audio.currentTime = 0;
      } catch {
        // Nothing loaded, nothing to rewind.
      }
    };
  }, []);

  const handleSeeking = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (rewinding.current) {
      rewinding.current = false;
      return;
    }
    // timeupdate fires only every ~250 ms: add the time played since, so the undo does not jump back.
    const since = state === 'playing' && playedAt.current > 0 ? (performance.now() - playedAt.current) / 1000 : 0;
    const reached = played.current + Math.max(0, Math.min(since, 0.3));
    if (exam && Math.abs(audio.currentTime - reached) > 0.5) {
      rewinding.current = true;
      audio.currentTime = reached;
      played.current = reached;
    }
  };

  const handleTimeUpdate = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.seeking) {
      played.current = audio.currentTime;
      playedAt.current = performance.now();
    }
    setTime(audio.currentTime);
  };

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio || stopped) return;
    if (audio.paused) void play();
    else audio.pause();
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio || exam) return;
    audio.currentTime = seconds;
    played.current = seconds;
    setTime(seconds);
  };

  const playing = state === 'playing';
  const max = duration > 0 ? duration : 1;
  const percent = duration > 0 ? Math.min(100, (time / duration) * 100) : 0;
  const valueText = `${clock(time)} of ${clock(duration)}`;

  return (
    <div
      role="group"
      aria-label={label}
      data-state={state}
      data-variant={variant}
      className={cx(styles.root, className)}
    >
      <audio
        ref={audioRef}
        src={src}
        preload="auto"
        onPlay={() => setState('playing')}
        onPause={() => setState(stopped ? 'stopped' : audioRef.current?.ended ? 'ended' : 'paused')}
        onEnded={() => {
          setState('ended');
          callbacks.current.onEnded?.();
        }}
        onTimeUpdate={handleTimeUpdate}
        onSeeking={handleSeeking}
        onLoadedMetadata={(e) => setDuration(finite(e.currentTarget.duration))}
        onDurationChange={(e) => setDuration(finite(e.currentTarget.duration))}
        onError={(e) => {
          setState('error');
          const error = e.currentTarget.error;
          callbacks.current.onError?.({ reason: 'load', message: error?.message || 'The audio could not be loaded.', cause: error });
        }}
      />
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        disabled={stopped || state === 'error'}
        aria-label={`${playing ? pauseText : playText} ${label.toLowerCase()}`}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        {playing ? pauseText : playText}
      </button>
      {exam ? (
        <div
          role="progressbar"
          aria-label={`${label} progress`}
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
          <Slider.Thumb className={styles.thumb} aria-label={`Seek ${label.toLowerCase()}`} aria-valuetext={valueText} />
        </Slider.Root>
      )}
      <span className={styles.time} aria-hidden="true">
        {clock(time)} / {clock(duration)}
      </span>
    </div>
  );
}
