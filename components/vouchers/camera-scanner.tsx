'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { cameraAvailable, decodeQr } from '@/lib/client/qr-decode';
import button from '@/components/ui/button.module.css';
import styles from './vouchers.module.css';

type State = 'idle' | 'starting' | 'active' | 'unsupported' | 'denied';
const FRAME_MS = 250;

/**
 * The camera scanner (docs/vouchers.md, The scanner): the camera is asked for only when the member
 * taps, frames are read in the browser (BarcodeDetector or jsQR), and the camera is turned off once
 * a code is read, on "Kamera beenden", when the page is hidden and when the member leaves the page.
 * Where no camera can be used, it says so and the photo upload and the typed code remain.
 */
export function CameraScanner({ onText }: { onText: (text: string) => void }) {
  const t = useTranslations('voucher.scan');
  const [state, setState] = useState<State>('idle');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const found = useRef(onText);
  useEffect(() => {
    found.current = onText;
  });

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  // Leaving the page (unmount) or hiding it turns the camera off.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden' && stream.current) {
        stop();
        setState('idle');
      }
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', stop);
      stop();
    };
  }, [stop]);

  /** Reads frames until a code is found or the camera is turned off (stop clears the wait: the loop then ends). */
  const read = async (v: HTMLVideoElement) => {
    while (stream.current) {
      const text = v.readyState >= 2 ? await decodeQr(v).catch(() => null) : null;
      if (!stream.current) return;
      if (text) {
        stop();
        setState('idle');
        found.current(text);
        return;
      }
      await new Promise((resolve) => {
        timer.current = setTimeout(resolve, FRAME_MS);
      });
    }
  };

  const start = async () => {
    if (!cameraAvailable()) return setState('unsupported');
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      stream.current = media;
      const v = video.current!;
      v.srcObject = media;
      await v.play();
      setState('active');
      void read(v);
    } catch (e) {
      stop();
      const name = e instanceof DOMException ? e.name : '';
      setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unsupported');
    }
  };

  const running = state === 'starting' || state === 'active';
  return (
    <div className={styles.actions} data-testid="camera-scanner" data-state={state}>
      <div className={styles.viewer} hidden={!running}>
        <video ref={video} muted playsInline aria-label={t('videoLabel')} />
      </div>
      {running ? (
        <p className={styles.muted} role="status">
          {state === 'starting' ? t('starting') : t('active')}
        </p>
      ) : (
        <p className={styles.muted}>{t('hint')}</p>
      )}
      {state === 'unsupported' || state === 'denied' ? (
        <p className={styles.error} role="alert" data-testid="camera-unsupported">
          {state === 'denied' ? t('denied') : t('unsupported')}
        </p>
      ) : null}
      {running ? (
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => {
            stop();
            setState('idle');
          }}
        >
          {t('stop')}
        </button>
      ) : state === 'unsupported' ? null : (
        // No camera to be had: the photo upload below is the way (a refusal may be changed, so "Kamera starten" stays).
        <button type="button" className={button.button} onClick={() => void start()} data-testid="camera-start">
          {t('start')}
        </button>
      )}
    </div>
  );
}
