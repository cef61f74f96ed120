import { useCallback, useRef, useState } from 'react';
import { Modal } from '@bandwise/kit';
import { mediaUrl } from '../../api/client';
import * as styles from './ManualModal.css';
import { useTranslation } from 'react-i18next';

export interface ManualModalProps {
  /** Open state (controlled by the header's Manual button). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tutorial video, a path under the API base address or a full URL. */
  videoUrl: string;
}

/**
 * The tutorial video: plays as the modal opens; pauses and rewinds to the start as it closes (seed 000 section 2.2).
 * With no video set, or one that does not load, it says so instead of an empty player.
 */
export function ManualModal({ open, onOpenChange, videoUrl }: ManualModalProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const missing = videoUrl.trim() === '' || failedUrl === videoUrl;

  const attach = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    // Autoplay with sound can be refused by the browser; the controls stay there to start it by hand.
    if (element) element.play()?.catch(() => undefined);
  }, []);

  const change = (next: boolean) => {
    if (!next && video.current) {
      video.current.pause();
      video.current.currentTime = 0;
    }
    onOpenChange(next);
  };

  return (
    <Modal title={t('manual.title')} open={open} onOpenChange={change} size="lg" className={styles.content}>
      {missing ? (
        <p className={styles.missing} role="status">
          {t('manual.missing')}
        </p>
      ) : (
        <video
          ref={attach}
          className={styles.video}
          src={mediaUrl(videoUrl)}
          controls
          playsInline
          preload="metadata"
          onError={() => setFailedUrl(videoUrl)}
        >
          <track kind="captions" />
        </video>
      )}
    </Modal>
  );
}
