// The spec's business constants (section 9): plans, insurers, destinations, modalities, limits.

export const PRICING_INSURER = 'ASSISTCARD';

export const PRODUCT_NAMES = ['AC 1M', 'AC 250', 'AC 150', 'AC 60', 'AC 35'] as const;
export type ProductName = (typeof PRODUCT_NAMES)[number];

export interface Plan {
  productName: ProductName;
  coverage: number;
  pricePerDay: number;
  priceMT30: number;
  priceMT60: number;
  features: string[];
  isRecommended?: boolean;
}

export const MEDICAL = 'Asistencia médica por accidente o enfermedad';
const TELEMEDICINE = 'Telemedicina';
const LEGAL = 'Asistencia legal';
const LUGGAGE = 'Seguro de equipaje';
const REPATRIATION = 'Repatriación sanitaria';
export const BASIC_MEDICAL = 'Asistencia médica básica';

export const PLANS: readonly Plan[] = [
  {
    productName: 'AC 1M',
    coverage: 1_000_000,
    pricePerDay: 15,
    priceMT30: 300,
    priceMT60: 450,
    features: [MEDICAL, TELEMEDICINE, LEGAL, LUGGAGE, REPATRIATION],
    isRecommended: true,
  },
  {
    productName: 'AC 250',
    coverage: 250_000,
    pricePerDay: 12.5,
    priceMT30: 250,
    priceMT60: 375,
    features: [MEDICAL, TELEMEDICINE, LEGAL, LUGGAGE],
  },
  {
    productName: 'AC 150',
    coverage: 150_000,
    pricePerDay: 10,
    priceMT30: 200,
    priceMT60: 300,
    features: [MEDICAL, TELEMEDICINE, LUGGAGE],
  },
  {
    productName: 'AC 60',
    coverage: 60_000,
    pricePerDay: 7.5,
    priceMT30: 150,
    priceMT60: 225,
    features: [MEDICAL, TELEMEDICINE],
  },
  {
    productName: 'AC 35',
    coverage: 35_000,
    pricePerDay: 5,
    priceMT30: 100,
    priceMT60: 150,
    features: [BASIC_MEDICAL],
  },
];

export function findPlan(productName: unknown): Plan | undefined {
  return PLANS.find((plan) => plan.productName === productName);
}

export interface Insurer {
  name: string;
  description: string;
}

export const INSURERS: readonly Insurer[] = [
  {
    name: 'ASSISTCARD',
    description:
      'Líder mundial en asistencia al viajero, con más de 50 años de experiencia y atención en todo el mundo.',
  },
  {
    name: 'INTERMAC ASSISTANCE',
    description:
      'Asistencia integral con planes flexibles para viajes de placer, negocios y estudios.',
  },
  {
    name: 'UNIVERSAL ASSISTANCE',
    description:
      'Cobertura médica internacional con una amplia red de prestadores y atención en español.',
  },
  {
    name: 'ASSIST 1',
    description: 'Planes accesibles con asistencia médica 24/7 y coberturas adaptadas a tu viaje.',
  },
];

export const DESTINATIONS = [
  'Estados Unidos',
  'Europa',
  'Asia',
  'Sudamérica',
  'Centroamérica',
  'Canadá',
  'Australia',
  'África',
  'Oceanía',
  'Todo el mundo',
] as const;
export type Destination = (typeof DESTINATIONS)[number];

export const MODALITIES = ['por_dias', 'anual_30', 'anual_60', 'larga_estadia'] as const;
export type Modality = (typeof MODALITIES)[number];

export const MODALITY_LABELS: Record<Modality, string> = {
  por_dias: 'Por días',
  anual_30: 'Anual múltitrip 30 días',
  anual_60: 'Anual múltitrip 60 días',
  larga_estadia: 'Anual Larga Estadía',
};

export const MIN_TRAVELLERS = 1;
export const MAX_TRAVELLERS = 8;
export const MIN_AGE = 1;
export const MAX_AGE = 99;

export function isDestination(value: unknown): value is Destination {
  return (DESTINATIONS as readonly unknown[]).includes(value);
}

export function isModality(value: unknown): value is Modality {
  return (MODALITIES as readonly unknown[]).includes(value);
}

/** Every feature any plan includes, in the order the catalogue first names them. */
export const ALL_FEATURES: readonly string[] = [...new Set(PLANS.flatMap((plan) => plan.features))];
