import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export type Mail = { id: number; to: string; subject: string; html: string; text: string; link: string | null; created_at: string };

/**
 * The mailbox answers only under a loopback name or an IP address: a page whose own host name is
 * made to resolve to this machine (DNS rebinding) would otherwise read the links as same-origin.
 */
function localHostOnly(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const host = req.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || net.isIP(host)) return done();
  void reply.code(403).type('text/plain; charset=utf-8').send('The local mailbox answers on localhost or an IP address only.');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Keeps every message sent locally (newest first on read) and forwards to SMTP when configured. */
export class Mailbox {
  private readonly messages: Mail[] = [];
  private seq = 0;
  private readonly smtp: Transporter | null;
  constructor(smtpUrl: string | undefined, private readonly from: string, private readonly log: (m: string) => void) {
    this.smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: { to: string; subject: string; html: string; text: string; link: string | null }): Promise<void> {
    this.messages.push({ ...mail, id: ++this.seq, created_at: new Date().toISOString() });
    if (this.messages.length > 1000) this.messages.shift();
    if (this.smtp) {
      try {
        await this.smtp.sendMail({ from: this.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      } catch (e) {
        this.log(`SMTP delivery to ${mail.to} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  list(to?: string): Mail[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
  }

  routes(app: FastifyInstance): void {
    app.get('/_mailbox/api/messages', { onRequest: localHostOnly }, async (req) => {
      const { to } = req.query as { to?: string };
      return this.list(typeof to === 'string' ? to : undefined);
    });
    app.get('/_mailbox', { onRequest: localHostOnly }, async (req, reply) => {
      const { to } = req.query as { to?: string };
      const items = this.list(typeof to === 'string' ? to : undefined)
        .map((m) => `<article><header><strong>${esc(m.subject)}</strong> — para ${esc(m.to)} <time>${esc(m.created_at)}</time></header>
<div>${m.html}</div>${m.link ? `<p><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ''}</article>`)
        .join('\n');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de e-mails local</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}time{color:#666;font-size:.85em}</style></head>
<body><h1>Caixa de e-mails local</h1><form><label>Destinatário <input name="to" value="${esc(typeof to === 'string' ? to : '')}"></label> <button>Filtrar</button></form>
${items || '<p>Nenhuma mensagem.</p>'}</body></html>`;
    });
  }
}
