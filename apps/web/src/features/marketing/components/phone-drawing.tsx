/**
 * A drawing of Olivia on a phone, for the landing page: the store's balance, today's orders
 * (paid, shipped, delivered) and a customer's message. Shapes only, so it reads in every
 * language and costs no image request; `label` says what it shows.
 */
export function PhoneDrawing({ label }: { label: string }) {
  const orders = [
    { y: 214, status: 'fill-amber-400' },
    { y: 262, status: 'fill-sky-500' },
    { y: 310, status: 'fill-emerald-500' },
  ];
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 260 460"
      className="mx-auto h-auto w-56 drop-shadow-xl sm:w-64"
    >
      <rect x="4" y="4" width="252" height="452" rx="36" className="fill-gray-900" />
      <rect x="16" y="18" width="228" height="424" rx="26" className="fill-surface" />
      <rect x="100" y="26" width="60" height="8" rx="4" className="fill-gray-900" />
      {/* the header: logo and bell */}
      <circle cx="44" cy="62" r="12" className="fill-primary" />
      <rect x="64" y="56" width="70" height="12" rx="6" className="fill-gray-300" />
      <circle cx="216" cy="62" r="9" className="fill-gray-300" />
      <circle cx="222" cy="55" r="4" className="fill-red-500" />
      {/* the balance card */}
      <rect x="30" y="88" width="200" height="96" rx="14" className="fill-primary" />
      <rect x="46" y="106" width="64" height="8" rx="4" className="fill-white/60" />
      <rect x="46" y="124" width="120" height="18" rx="6" className="fill-white" />
      <rect x="46" y="156" width="56" height="16" rx="8" className="fill-white/85" />
      <rect x="110" y="156" width="56" height="16" rx="8" className="fill-white/40" />
      {/* today's orders */}
      {orders.map(({ y, status }) => (
        <g key={y}>
          <rect x="30" y={y} width="200" height="38" rx="10" className="fill-white" />
          <rect x="42" y={y + 10} width="18" height="18" rx="5" className="fill-gray-200" />
          <rect x="70" y={y + 10} width="70" height="8" rx="4" className="fill-gray-300" />
          <rect x="70" y={y + 23} width="44" height="6" rx="3" className="fill-gray-200" />
          <rect x="170" y={y + 13} width="48" height="12" rx="6" className={status} />
        </g>
      ))}
      {/* a customer's message */}
      <path
        d="M62 366h150a12 12 0 0 1 12 12v26a12 12 0 0 1-12 12H76l-14 12v-50a12 12 0 0 1 0-12Z"
        className="fill-primary-light"
      />
      <rect x="76" y="380" width="118" height="8" rx="4" className="fill-primary/60" />
      <rect x="76" y="396" width="80" height="8" rx="4" className="fill-primary/40" />
      <circle cx="40" cy="404" r="12" className="fill-amber-300" />
    </svg>
  );
}
