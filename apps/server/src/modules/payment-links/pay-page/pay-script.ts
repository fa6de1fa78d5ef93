import { endpointUrl } from '@olivia/contracts/endpoint';
import { payEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';

const paymentUrl = endpointUrl(payEndpoints.payment, { id: '' });
const sandboxPayUrl = endpointUrl(sandboxBankEndpoints.pay, {});

/**
 * The pay pages' one script (~1 KB): copy buttons, the account's countdown, the sandbox bank's
 * button, and a poll of the payment that reloads the page once its state changes. The pages work
 * without it (a refresh every few seconds instead).
 */
export const PAY_SCRIPT = `(()=>{
const q=(s)=>document.querySelector(s);
document.addEventListener('click',async(e)=>{const b=e.target.closest('button');if(!b)return;
if(b.dataset.copy){try{await navigator.clipboard.writeText(b.dataset.copy);b.textContent=b.dataset.copied}catch{}}
if(b.dataset.sandboxPay){b.disabled=true;try{await fetch(${JSON.stringify(sandboxPayUrl)},{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({reference:b.dataset.sandboxPay})})}finally{location.reload()}}});
const ex=q('[data-expires]');if(ex){const end=Date.parse(ex.dataset.expires);const tick=()=>{const s=Math.max(0,Math.round((end-Date.now())/1000));ex.textContent=ex.dataset.template.replace('{time}',Math.floor(s/60)+':'+String(s%60).padStart(2,'0'));if(s>0)setTimeout(tick,1000)};tick()}
const card=q('[data-payment]');if(!card)return;
const url=card.dataset.poll||${JSON.stringify(paymentUrl)}+card.dataset.payment;
const poll=async()=>{try{const r=await fetch(url,{cache:'no-store'});if(r.ok){const p=await r.json();if(p.status!=='pending'){location.reload();return}}}catch{}setTimeout(poll,3000)};
setTimeout(poll,3000);
})();`;
