'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Swiper as SwiperInstance } from 'swiper/types';
import '@/components/ui/swiper.css';
import { Modal } from '@/components/ui/modal';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import button from '@/components/ui/button.module.css';
import type { SliderTexts } from '@/components/ui/swiper-options';
import { whenIdle } from '@/lib/client/when-idle';
import { ONBOARDING_SLIDES, slideTextKey } from '@/lib/domain/onboarding';
import { SLIDE_IMAGES } from './onboarding-slides';
import styles from './onboarding.module.css';

const TITLE_ID = 'onboarding-title';
const ENGAGE = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * The full-screen welcome slideshow; "Überspringen", Escape and "Los geht's" all end it with onDone.
 * The slides are rendered once, in swiper's own markup, showing the first; swiper (autoplay, swipes,
 * keys, announcements) is fetched in one idle moment and mounted on the same nodes in the next, or at
 * once when the member touches it or presses a key, so that opening the dialog is not one long task
 * (docs/architecture.md, "Pages": heavy parts load late). An anonymous reader reads what signing in
 * unlocks where a member reads what they can do (slideTextKey).
 */
export function OnboardingDialog({ anonymous, onDone }: { anonymous: boolean; onDone: () => void }) {
  const t = useTranslations('onboarding');
  const box = useRef<HTMLDivElement>(null);
  const mounted = useRef<Promise<SwiperInstance | null> | null>(null);
  const gone = useRef(false);
  const [index, setIndex] = useState(0);
  const last = index === ONBOARDING_SLIDES.length - 1;
  const texts: SliderTexts = useMemo(
    () => ({ carousel: t('carousel'), slide: t('slide'), slideLabel: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }) }),
    [t],
  );

  /** Fetches swiper, then mounts it when `now` or in the next idle moment; one swiper per dialog. */
  const mount = useCallback(
    (now: boolean) => {
      mounted.current ??= import('./onboarding-slider').then(
        (m) =>
          new Promise<SwiperInstance | null>((resolve) => {
            const run = () => resolve(gone.current || !box.current ? null : m.mountSlideshow(box.current, texts, setIndex));
            if (now) run();
            else whenIdle(run);
          }),
      );
      return mounted.current;
    },
    [texts],
  );

  useEffect(() => {
    gone.current = false;
    const engage = () => void mount(true);
    const cancel = whenIdle(() => void mount(false));
    for (const type of ENGAGE) document.addEventListener(type, engage, { passive: true, once: true });
    return () => {
      gone.current = true;
      cancel();
      for (const type of ENGAGE) document.removeEventListener(type, engage);
      void mounted.current?.then((s) => s?.destroy(true, true));
      mounted.current = null;
    };
  }, [mount]);

  const next = () => {
    if (last) return onDone();
    void mount(true).then((s) => {
      // The member took over: no more automatic turning.
      s?.autoplay?.stop();
      s?.slideNext();
    });
  };
  return (
    <Modal labelledBy={TITLE_ID} onEscape={onDone} variant="fullscreen" testId="onboarding">
      <div className={styles.frame}>
        <div className={styles.top}>
          <h2 className={styles.brand} id={TITLE_ID}>
            <CurrencyIcon size={28} />
            {t('label')}
          </h2>
          <button type="button" className={styles.skip} onClick={onDone}>
            {t('skip')}
          </button>
        </div>
        <div ref={box} className={`swiper ${styles.slider}`}>
          <div className="swiper-wrapper">
            {ONBOARDING_SLIDES.map((slide, i) => {
              const key = slideTextKey(slide, anonymous);
              return (
                // Swiper moves the active class itself once mounted; the slides never render again.
                <div key={slide} className={i === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}>
                  <div className={styles.slide}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
                    <img src={SLIDE_IMAGES[slide]} width={120} height={120} alt="" className={styles.image} />
                    <h3 className={styles.title}>{t(`${key}Title`)}</h3>
                    <p className={styles.text}>{t(`${key}Text`)}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className={styles.bottom}>
          <ol className={styles.dots} aria-hidden="true">
            {ONBOARDING_SLIDES.map((slide, i) => (
              <li key={slide} className={i === index ? styles.dotActive : styles.dot} />
            ))}
          </ol>
          <p className="visually-hidden">{t('step', { current: index + 1, total: ONBOARDING_SLIDES.length })}</p>
          <button type="button" className={button.button} onClick={next} data-autofocus>
            {last ? t('finish') : t('next')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
