import { lazy, Suspense, useState } from 'react';
import type { ProductImage } from '../../../shared/contract/product.ts';
import { t } from '../../../shared/i18n/product.ts';
import { cn } from '../../ui/cn.ts';

// The lightbox (and its zoom) is a chunk of its own, loaded when first opened: the page's chunk stays small.
const ProductLightbox = lazy(() => import('../../blocks/pictures/product-lightbox.tsx'));

/**
 * The product's pictures: the chosen one large (its box reserved, so nothing moves when it loads), thumbnails to
 * choose another, and a click on the large one opens the lightbox with zoom.
 */
export function ProductGallery({ images, productName }: { images: ProductImage[]; productName: string }) {
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
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
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t('JS_GALLERY_OPEN', { index: index + 1, total })}
        className="group relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-lg border border-slate-200 bg-white p-4"
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
      </button>
      {total > 1 ? (
        <ul className="flex flex-wrap gap-2" data-testid="gallery-thumbnails">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('JS_GALLERY_SHOW', { index: i + 1, total })}
                aria-pressed={i === index}
                className={cn(
                  'block size-16 cursor-pointer overflow-hidden rounded-md border-2 bg-white p-1',
                  i === index ? 'border-blue-700' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <img
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <ProductLightbox
            images={images}
            index={index}
            open={open}
            onClose={() => setOpen(false)}
            onView={setIndex}
            label={t('JS_LIGHTBOX_LABEL', { product: productName })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
