'use client';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import type { Reward } from '@/lib/contracts/rewards';
import { RewardCard } from '@/components/rewards/common/reward-card';
import { SLIDER_DEFAULTS } from '@/components/ui/slider-defaults';
import { SLIDE_GAP, SLIDES_PER_VIEW } from './featured-layout';
import styles from './shop.module.css';

/** Top rewards as a swipeable row (docs/product.md §14 slider defaults); loaded lazily with swiper. */
export default function FeaturedSlider({ items }: { items: Reward[] }) {
  const t = useTranslations('shop');
  return (
    <Swiper
      className={styles.slider}
      modules={[A11y, Autoplay, Keyboard]}
      slidesPerView={SLIDES_PER_VIEW}
      spaceBetween={SLIDE_GAP}
      speed={SLIDER_DEFAULTS.speed}
      threshold={SLIDER_DEFAULTS.threshold}
      autoplay={{ delay: SLIDER_DEFAULTS.autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: true }}
      rewind
      keyboard={{ enabled: true }}
      a11y={{
        containerRoleDescriptionMessage: t('carousel'),
        itemRoleDescriptionMessage: t('slide'),
        slideLabelMessage: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
      }}
    >
      {items.map((r, i) => (
        <SwiperSlide key={r.id} className={styles.sliderSlide}>
          <RewardCard reward={r} size="large" eager={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
