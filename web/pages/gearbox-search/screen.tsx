import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import type { GearboxView } from './contract.ts';
import { usePageData } from '../../api/page-data.ts';
import { t } from './texts.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../../shared/routes.ts';
import { useLightbox } from '../../blocks/pictures/use-lightbox.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

// The catalogue's lightbox (zoom, its labels in the page's language), a chunk of its own loaded when a picture is first opened.
const ProductLightbox = lazy(() => import('../../blocks/pictures/product-lightbox.tsx'));

/** The link of the gallery filtered by a maker (all makers without one). */
export function gearboxSearchHref(maker?: string): string {
  return maker ? `${pagePath('gearboxSearch')}?${new URLSearchParams({ marca: maker }).toString()}` : pagePath('gearboxSearch');
}

/**
 * /ricerca-cambi?marca=… (SPEC §2, gearbox search page): a gallery of gearbox pictures, filtered by maker (the filter
 * lives in the URL, so the server draws it too); a picture opens the catalogue's lightbox on the pictures shown.
 */
export default function GearboxSearchPage() {
  const [params] = useSearchParams();
  const page = usePageData('gearboxSearch');
  return (
    <PageFrame title={pageLabel('gearboxSearch')} testId="gearbox-search-page">
      <p className="-mt-2 text-slate-600">{t('JS_GEARBOX_INTRO')}</p>
      <PageData page={page} forbiddenTitle={pageLabel('gearboxSearch')}>
        {(data) => <GearboxGallery makers={data.makers} gearboxes={data.gearboxes} asked={params.get('marca') ?? ''} />}
      </PageData>
    </PageFrame>
  );
}

function GearboxGallery({ makers, gearboxes, asked }: { makers: string[]; gearboxes: GearboxView[]; asked: string }) {
  const maker = makers.includes(asked) ? asked : '';
  const shown = maker ? gearboxes.filter((box) => box.maker === maker) : gearboxes;
  const lightbox = useLightbox();

  return (
    <>
      <MakerFilter makers={makers} maker={maker} />
      {shown.length === 0 ? (
        <p className="text-slate-600">{t('JS_GEARBOX_EMPTY')}</p>
      ) : (
        <ul
          aria-label={t('JS_GEARBOX_GALLERY')}
          className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
          data-testid="gearbox-gallery"
        >
          {shown.map((box, i) => (
            <li key={`${box.maker} ${box.code}`}>
              <GearboxFigure box={box} onOpen={() => lightbox.show(i)} />
            </li>
          ))}
        </ul>
      )}
      {lightbox.opened && shown.length > 0 ? (
        <Suspense fallback={null}>
          <ProductLightbox
            images={shown.map((box) => box.image)}
            index={Math.min(lightbox.index, shown.length - 1)}
            open={lightbox.open}
            onClose={lightbox.close}
            onView={lightbox.setIndex}
            label={maker ? t('JS_GEARBOX_LIGHTBOX', { maker }) : t('JS_GEARBOX_LIGHTBOX_ALL')}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const chip = (active: boolean) =>
  cn(
    'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  );

/** The makers as links (all makers first), the one shown marked as the current page. */
function MakerFilter({ makers, maker }: { makers: string[]; maker: string }) {
  return (
    <nav aria-label={t('JS_GEARBOX_MAKERS')} data-testid="gearbox-makers">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={gearboxSearchHref()} className={chip(!maker)} aria-current={!maker ? 'page' : undefined}>
            {t('JS_GEARBOX_ALL_MAKERS')}
          </Link>
        </li>
        {makers.map((name) => (
          <li key={name}>
            <Link to={gearboxSearchHref(name)} className={chip(name === maker)} aria-current={name === maker ? 'page' : undefined}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GearboxFigure({ box, onOpen }: { box: GearboxView; onOpen: () => void }) {
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      {/* The picture is the button: the kit's ghost button without its own padding, rounding or height. */}
      <Button
        variant="ghost"
        onClick={onOpen}
        aria-label={t('JS_GEARBOX_OPEN', { maker: box.maker, code: box.code })}
        className="block aspect-[4/3] h-auto w-full cursor-zoom-in rounded-none bg-slate-50 p-0 hover:bg-slate-50"
        data-testid="gearbox-open"
      >
        <img
          src={box.image.url}
          alt={box.image.alt}
          width={box.image.width}
          height={box.image.height}
          loading="lazy"
          className="h-full w-full object-contain"
        />
      </Button>
      <figcaption className="p-3 text-sm">
        <span className="block font-semibold text-slate-900">{`${box.maker} ${box.code}`}</span>
        <span className="text-slate-600">{t('JS_GEARBOX_DETAILS', { kind: box.kind, gears: box.gears })}</span>
      </figcaption>
    </figure>
  );
}
