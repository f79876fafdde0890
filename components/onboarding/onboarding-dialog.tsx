'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import '@/components/ui/swiper.css';
import { Modal } from '@/components/ui/modal';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { SLIDER_DEFAULTS } from '@/components/ui/slider-defaults';
import button from '@/components/ui/button.module.css';
import { ONBOARDING_SLIDES } from './onboarding-slides';
import styles from './onboarding.module.css';

const TITLE_ID = 'onboarding-title';

/** The full-screen welcome slideshow; "Überspringen", Escape and "Los geht's" all end it with onDone. */
export function OnboardingDialog({ onDone }: { onDone: () => void }) {
  const t = useTranslations('onboarding');
  const swiper = useRef<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const last = index === ONBOARDING_SLIDES.length - 1;
  const next = () => {
    if (last || !swiper.current) return onDone();
    // The member took over: no more automatic turning.
    swiper.current.autoplay?.stop();
    swiper.current.slideNext();
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
        <Swiper
          className={styles.slider}
          modules={[A11y, Autoplay, Keyboard]}
          speed={SLIDER_DEFAULTS.speed}
          threshold={SLIDER_DEFAULTS.threshold}
          autoplay={{ delay: SLIDER_DEFAULTS.autoplayDelay, stopOnLastSlide: true, pauseOnMouseEnter: true }}
          keyboard={{ enabled: true }}
          a11y={{
            containerRoleDescriptionMessage: t('carousel'),
            itemRoleDescriptionMessage: t('slide'),
            slideLabelMessage: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
          }}
          onSwiper={(s) => {
            swiper.current = s;
          }}
          onSlideChange={(s) => setIndex(s.activeIndex)}
        >
          {ONBOARDING_SLIDES.map((slide) => (
            <SwiperSlide key={slide.key}>
              <div className={styles.slide}>
                {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
                <img src={slide.image} width={120} height={120} alt="" className={styles.image} />
                <h3 className={styles.title}>{t(`${slide.key}Title`)}</h3>
                <p className={styles.text}>{t(`${slide.key}Text`)}</p>
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
        <div className={styles.bottom}>
          <ol className={styles.dots} aria-hidden="true">
            {ONBOARDING_SLIDES.map((slide, i) => (
              <li key={slide.key} className={i === index ? styles.dotActive : styles.dot} />
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
