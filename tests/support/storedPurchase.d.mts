export function storedPurchase(quote: object, productName: string): Record<string, unknown>;
