import type { PaymentMethod, PaymentTerms } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { ChoiceCard } from '../../ui/choice-card.tsx';

/**
 * SPEC §4 payment method: card or a payment-wallet block (both on the provider's page: the shop never sees their
 * data), and the customer's agreed terms when they have some.
 */
export function PaymentChoice({
  method,
  onChange,
  terms,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  terms: PaymentTerms | null;
}) {
  const choices: { value: PaymentMethod; label: string; hint: string }[] = [
    ...(terms ? [{ value: 'terms' as const, label: terms.label, hint: t('JS_CO_PAY_TERMS_HINT') }] : []),
    { value: 'card', label: t('JS_CO_PAY_CARD'), hint: t('JS_CO_PAY_CARD_HINT') },
    { value: 'wallet', label: t('JS_CO_PAY_WALLET'), hint: t('JS_CO_PAY_WALLET_HINT') },
  ];
  return (
    <fieldset className="flex flex-col gap-2" data-testid="payment-methods">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('JS_CO_PAYMENT')}</legend>
      {choices.map((choice) => (
        <ChoiceCard
          key={choice.value}
          name="paymentMethod"
          value={choice.value}
          checked={method === choice.value}
          onChoose={() => onChange(choice.value)}
        >
          <span className="flex flex-col">
            <span className="font-semibold text-slate-900">{choice.label}</span>
            <span className="text-sm text-slate-600">{choice.hint}</span>
          </span>
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
