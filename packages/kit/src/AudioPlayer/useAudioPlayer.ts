import { useCallback, useEffect, useRef, useState, type ComponentProps, type SyntheticEvent } from 'react';

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

/** What plays and how: the AudioPlayer's props that drive playback (its other props only label and style it). */
export interface AudioPlaybackOptions {
  /** The audio address (a section's audio_path, a result's voice URL, a Blob URL). */
  src: string;
  /**
   * 'review' lets the learner pause and seek (result pages); 'exam' plays each recording once, as in the real test:
   * no pause, no seek, no replay once ended. It undoes seeks made by media keys or devtools, and carries on after a
   * pause it did not ask for (a media key). @default 'review'
   */
  variant?: AudioPlayerVariant;
  /**
   * Where to begin, in seconds, once the file's length is known: the listening section resumes a recording where
   * it was before a reload. Applied once per `src`. @default 0
   */
  startAt?: number;
  /**
   * The position as it plays (about four times a second), and once more when the page is hidden or left
   * (`'leaving'`: the last moment a page surely runs code), so a caller can keep it with its draft.
   */
  onProgress?: (seconds: number, moment: 'playing' | 'leaving') => void;
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
}

// A live stream reports an infinite duration; show no total rather than 'Infinity'.
const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * The play-once state of one audio file: what the player shows (state, time, duration), what its controls do (toggle,
 * seek) and the props of its <audio> element. In the exam variant a recording plays once: a seek is undone, a pause
 * the player did not make is resumed, nothing replays once ended. The view (AudioPlayer.tsx) only draws it.
 */
export function useAudioPlayer({
  src,
  variant = 'review',
  startAt = 0,
  onProgress,
  autoPlay = false,
  autoPlayDelayMs = 1000,
  stopped = false,
  onError,
  onEnded,
  onStateChange,
}: AudioPlaybackOptions) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setStateValue] = useState<AudioPlayerState>(stopped ? 'stopped' : 'idle');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const callbacks = useRef({ onError, onEnded, onStateChange, onProgress });
  callbacks.current = { onError, onEnded, onStateChange, onProgress };
  // Pauses the player itself makes (stop, leave): an exam-mode pause from anywhere else is undone.
  const pausing = useRef(false);
  const startAtRef = useRef(startAt);
  startAtRef.current = startAt;
  // The src whose start position was applied, so a re-render never jumps back.
  const startedSrc = useRef<string | null>(null);
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
    pausing.current = true;
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
      pausing.current = true;
      audio.pause();
      try {
        audio.currentTime = 0;
      } catch {
        // Nothing loaded, nothing to rewind.
      }
    };
  }, []);

  // The page may be going away (reload, close, another app): report the exact position now, while code still runs.
  useEffect(() => {
    const report = () => {
      const audio = audioRef.current;
      if (audio && audio.currentTime > 0) callbacks.current.onProgress?.(audio.currentTime, 'leaving');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report();
    };
    window.addEventListener('pagehide', report);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', report);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  /** Moves to `startAt` once the file's length is known (before that the element cannot seek). */
  const applyStart = () => {
    const audio = audioRef.current;
    if (!audio || startedSrc.current === src) return;
    startedSrc.current = src;
    const at = Math.max(0, Math.min(startAtRef.current, finite(audio.duration) || startAtRef.current));
    if (at <= 0) return;
    rewinding.current = true;
    audio.currentTime = at;
    played.current = at;
    setTime(at);
  };

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
    if (!audio.seeking && !audio.paused) callbacks.current.onProgress?.(audio.currentTime, 'playing');
  };

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio || stopped) return;
    if (audio.paused) void play();
    else if (!exam) audio.pause();
  };

  const handlePause = () => {
    const audio = audioRef.current;
    const own = pausing.current;
    pausing.current = false;
    if (exam && !own && !stopped && audio && !audio.ended) {
      // Not ours (a media key, a headset button): the recording goes on, as in the test room.
      void play();
      return;
    }
    setState(stopped ? 'stopped' : audio?.ended ? 'ended' : 'paused');
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio || exam) return;
    audio.currentTime = seconds;
    played.current = seconds;
    setTime(seconds);
  };

  const audioProps = {
    ref: audioRef,
    src,
    preload: 'auto',
    onPlay: () => setState('playing'),
    onPause: handlePause,
    onEnded: () => {
      setState('ended');
      callbacks.current.onEnded?.();
    },
    onTimeUpdate: handleTimeUpdate,
    onSeeking: handleSeeking,
    onLoadedMetadata: (e: SyntheticEvent<HTMLAudioElement>) => {
      setDuration(finite(e.currentTarget.duration));
      applyStart();
    },
    onDurationChange: (e: SyntheticEvent<HTMLAudioElement>) => setDuration(finite(e.currentTarget.duration)),
    onError: (e: SyntheticEvent<HTMLAudioElement>) => {
      setState('error');
      const error = e.currentTarget.error;
      callbacks.current.onError?.({ reason: 'load', message: error?.message || 'The audio could not be loaded.', cause: error });
    },
  } satisfies ComponentProps<'audio'>;

  return { state, time, duration, variant, exam, stopped, toggle, seek, audioProps };
}
