import { BRAND } from '@app/shared/brand';

/** React 19 hoists these into <head>; every page names itself '<page> | <brand>'. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} | ${BRAND.productName}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
