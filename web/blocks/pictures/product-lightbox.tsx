import { useEffect } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import type { ProductImage } from '../../../shared/contract/product.ts';
import { t } from '../../../shared/i18n/product.ts';

// Its stylesheet comes from web/styles.css: the server renders the page under tsx, which cannot import .css.

export interface ProductLightboxProps {
  images: ProductImage[];
  index: number;
  open: boolean;
  onClose: () => void;
  /** The picture shown changed (arrows, swipe): the gallery follows. */
  onView: (index: number) => void;
  /** The lightbox's accessible name. */
  label: string;
}

/** The product's pictures full screen, with zoom (SPEC §2) and its labels in the page's language (SPEC §8); Escape closes it. */
export default function ProductLightbox({ images, index, open, onClose, onView, label }: ProductLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map((image) => ({ src: image.url, alt: image.alt, width: image.width, height: image.height }))}
      plugins={[Zoom]}
      labels={{
        Close: t('JS_LIGHTBOX_CLOSE'),
        Next: t('JS_LIGHTBOX_NEXT'),
        Previous: t('JS_LIGHTBOX_PREVIOUS'),
        'Zoom in': t('JS_LIGHTBOX_ZOOM'),
        'Zoom out': t('JS_LIGHTBOX_ZOOM'),
        Lightbox: label,
        Carousel: label,
        'Photo gallery': label,
        Slide: t('JS_LIGHTBOX_SLIDE'),
        '{index} of {total}': t('JS_LIGHTBOX_COUNTER', { index: '{index}', total: '{total}' }),
      }}
      render={{ iconError: () => <SlideError /> }}
      on={{ view: ({ index: shown }) => onView(shown) }}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}

/** A picture that could not be loaded (SPEC §8): logged, and the content-error text where it would be. */
function SlideError() {
  useEffect(() => {
    // A warning, not an error: a missing picture is the provider's, not a fault of the page.
    console.warn('Error loading image');
  }, []);
  return (
    <p role="alert" className="max-w-sm px-6 text-center text-base text-white" data-testid="lightbox-error">
      {t('JS_LIGHTBOX_ERROR')}
    </p>
  );
}
