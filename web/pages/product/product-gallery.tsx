import { lazy, Suspense } from 'react';
import type { ProductImage } from '../../../shared/contract/product.ts';
import { t } from '../../../shared/i18n/product.ts';
import { useLightbox } from '../../blocks/pictures/use-lightbox.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';

// The lightbox (and its zoom) is a chunk of its own, loaded when first opened: the page's chunk stays small.
const ProductLightbox = lazy(() => import('../../blocks/pictures/product-lightbox.tsx'));

// A picture as a button: no button look of its own, only the picture's frame.
const pictureButton = 'bg-white font-normal hover:bg-white';

/**
 * The product's pictures: the chosen one large (its box reserved, so nothing moves when it loads), thumbnails to
 * choose another, and a click on the large one opens the lightbox with zoom.
 */
export function ProductGallery({ images, productName }: { images: ProductImage[]; productName: string }) {
  const lightbox = useLightbox();
  const index = lightbox.index;
  const current = images[index];
  const total = images.length;

  if (!current) {
    return (
      <div
        className="flex aspect-square w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-sm text-slate-600"
        data-testid="product-gallery"
      >
        {t('JS_GALLERY_NO_IMAGE')}
      </div>
    );
  }

  return (
    <section aria-label={t('JS_GALLERY')} className="flex flex-col gap-3" data-testid="product-gallery">
      <Button
        variant="ghost"
        onClick={() => lightbox.show(index)}
        aria-label={t('JS_GALLERY_OPEN', { index: index + 1, total })}
        className={cn(
          pictureButton,
          'group relative block aspect-square h-auto w-full cursor-zoom-in overflow-hidden rounded-lg border border-slate-200 p-4',
        )}
        data-testid="gallery-main"
      >
        <img
          src={current.url}
          alt={current.alt}
          width={current.width}
          height={current.height}
          className="h-full w-full object-contain transition-transform duration-200 group-hover:scale-[1.03]"
          fetchPriority="high"
        />
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 rounded-md bg-slate-900/75 px-2 py-1 text-xs font-semibold text-white"
        >
          {t('JS_LIGHTBOX_ZOOM')}
        </span>
      </Button>
      {total > 1 ? <Thumbnails images={images} index={index} onChoose={lightbox.setIndex} /> : null}
      {lightbox.opened ? (
        <Suspense fallback={null}>
          <ProductLightbox
            images={images}
            index={index}
            open={lightbox.open}
            onClose={lightbox.close}
            onView={lightbox.setIndex}
            label={t('JS_LIGHTBOX_LABEL', { product: productName })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function Thumbnails({ images, index, onChoose }: { images: ProductImage[]; index: number; onChoose: (index: number) => void }) {
  const total = images.length;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="gallery-thumbnails">
      {images.map((image, i) => (
        <li key={image.url}>
          <Button
            variant="ghost"
            onClick={() => onChoose(i)}
            aria-label={t('JS_GALLERY_SHOW', { index: i + 1, total })}
            aria-pressed={i === index}
            className={cn(
              pictureButton,
              'block size-16 overflow-hidden rounded-md border-2 p-1',
              i === index ? 'border-blue-700' : 'border-slate-200 hover:border-slate-400',
            )}
          >
            <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" className="h-full w-full object-contain" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
