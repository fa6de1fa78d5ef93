import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import type { Language } from '../../../lib/languages';
import { ImportSummary } from './import-preview';

const summaryOf = (products: number, newCategories = 0) => {
  render(
    <ImportSummary
      products={products}
      withVariants={0}
      newCategories={newCategories}
      ignoredColumns={[]}
    />,
  );
  return screen.getByRole('status').textContent;
};

describe('ImportSummary', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it.each<[Language, number, number, string]>([
    ['en', 1, 1, 'Ready to import: 1 product and 1 new category.'],
    ['en', 2, 0, 'Ready to import: 2 products.'],
    ['ru', 1, 0, 'Готово к импорту: 1 товар.'],
    ['ru', 2, 0, 'Готово к импорту: 2 товара.'],
    ['ru', 5, 2, 'Готово к импорту: 5 товаров и 2 новые категории.'],
    ['ru', 21, 11, 'Готово к импорту: 21 товар и 11 новых категорий.'],
    ['pl', 1, 1, 'Gotowe do importu: 1 produkt i 1 nowa kategoria.'],
    ['pl', 3, 0, 'Gotowe do importu: 3 produkty.'],
    ['pl', 12, 0, 'Gotowe do importu: 12 produktów.'],
    ['pl', 22, 5, 'Gotowe do importu: 22 produkty i 5 nowych kategorii.'],
  ])('says the counts in their plural form (%s, %i products)', async (language, n, c, text) => {
    await changeLanguage(language);
    expect(summaryOf(n, c)).toBe(text);
  });
});
