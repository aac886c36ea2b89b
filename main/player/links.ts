/**
 * Issue 42: personal player links. Each has its own token (a device on it acts only for the
 * characters bound to it on the server, whatever it sends), can be revoked alone, and lives in the
 * campaign (migration 0012), so a link and its binding survive a restart. A link issued to claim
 * may ask once for one unbound PC; the claim waits for the storyteller.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../shared/ipc/result';
import type { PlayerLink, PlayerPlay } from '../../shared/player/links';
import type { CampaignSession } from '../core/campaign/campaign-session';
import type { StoredLink } from '../core/db/repos/player-link-repo';
import { createToken } from '../http/security';

export type PlayerLinksOptions = {
  /** The open campaign's session; throws when none is open. */
  session: () => CampaignSession;
  /** The link's address on the running listener (LAN first), or null when none runs. */
  urlFor: (token: string) => string | null;
  /** Closes every device of a revoked link. */
  closeLink: (linkId: string) => void;
  /** Links, bindings, claims or play settings changed: devices and the storyteller are told. */
  changed: () => void;
  now: () => Date;
};

export type PendingClaim = { linkId: string; characterId: string; name: string };

export class PlayerLinks {
  /** A claim per link waiting for the storyteller (kept in memory: a restart asks again). */
  private readonly claims = new Map<string, PendingClaim>();
  /** The campaign's links, read once per change (a device's every frame consults them). */
  private cache: StoredLink[] | null = null;

  constructor(private readonly o: PlayerLinksOptions) {}

  private stored(): StoredLink[] {
    if (this.cache) return this.cache;
    try {
      this.cache = this.o.session().repos.playerLinks.list();
    } catch {
      return []; // no campaign open: no personal link works
    }
    return this.cache;
  }

  /** The open campaign changed: links are read again, claims forgotten. */
  campaignChanged(): void {
    this.cache = null;
    this.claims.clear();
  }

  /**
   * Characters were created, changed or deleted (the character handlers): the binding list is read
   * again at once, so a deleted PC or one turned NPC acts through no link and no claim waits for it.
   * A deleted one's rows went with it (ON DELETE CASCADE); one turned NPC is unbound here.
   */
  charactersChanged(ids: readonly string[]): void {
    let repos: CampaignSession['repos'];
    try {
      repos = this.o.session().repos;
    } catch {
      return;
    }
    const notPc = (id: string) => repos.characters.get(id)?.kind !== 'pc';
    // NPCs made or changed touch no link: nothing is pushed (a PC made, changed or any deletion may
    // change what can be claimed).
    let changed = ids.some((id) => { const c = repos.characters.get(id); return c === undefined || c.kind === 'pc'; });
    for (const l of this.stored()) {
      if (!l.characterIds.some((id) => ids.includes(id) && notPc(id))) continue;
      this.o.session().transact((r) => r.playerLinks.setCharacters(l.id, l.characterIds.filter((id) => !notPc(id))));
      changed = true;
    }
    for (const [linkId, c] of this.claims) {
      if (ids.includes(c.characterId) && notPc(c.characterId)) {
        this.claims.delete(linkId);
        changed = true;
      }
    }
    if (!changed) return;
    this.cache = null;
    this.o.changed();
  }

  link(linkId: string): StoredLink | null {
    return this.stored().find((l) => l.id === linkId) ?? null;
  }

  /** The link a character is bound to, or null. */
  ownerOf(characterId: string): string | null {
    return this.stored().find((l) => l.characterIds.includes(characterId))?.id ?? null;
  }

  /** The link a token opens (the listener's upgrade), or null. */
  byToken(token: string): string | null {
    try {
      return this.o.session().repos.playerLinks.byToken(token)?.id ?? null;
    } catch {
      return null;
    }
  }

  list(): PlayerLink[] {
    return this.stored().map((l) => ({ id: l.id, label: l.label, characterIds: l.characterIds, canClaim: l.canClaim, url: this.o.urlFor(l.token), createdAt: l.createdAt }));
  }

  /** The names of these characters (a removed one is left out). */
  characterNames(ids: readonly string[]): string[] {
    try {
      const { repos } = this.o.session();
      return ids.flatMap((id) => {
        const c = repos.characters.get(id);
        return c ? [c.name] : [];
      });
    } catch {
      return [];
    }
  }

  pendingClaims(): PendingClaim[] {
    return [...this.claims.values()];
  }

  create(input: { label: string; characterIds: readonly string[]; canClaim: boolean }): PlayerLink {
    const id = randomBytes(8).toString('hex');
    this.write((repos) => {
      this.checkCharacters(repos, input.characterIds, null);
      repos.playerLinks.add({ id, label: input.label, token: createToken(), canClaim: input.canClaim, createdAt: this.o.now().toISOString() }, input.characterIds);
    });
    return this.list().find((l) => l.id === id)!;
  }

  /** The link's characters become exactly these (the storyteller's edit). */
  bind(linkId: string, characterIds: readonly string[]): void {
    this.write((repos) => {
      this.require(linkId);
      this.checkCharacters(repos, characterIds, linkId);
      repos.playerLinks.setCharacters(linkId, characterIds);
    });
  }

  /** The link stops working at once: its row goes, its devices are closed. */
  revoke(linkId: string): void {
    this.write((repos) => {
      this.require(linkId);
      repos.playerLinks.remove(linkId);
    });
    this.claims.delete(linkId);
    this.o.closeLink(linkId);
  }

  /** PCs bound to no link: what a claiming link may ask for. */
  claimable(): { id: string; name: string }[] {
    const bound = new Set(this.stored().flatMap((l) => l.characterIds));
    try {
      return this.o.session().repos.characters.list('pc').filter((c) => !bound.has(c.id)).map((c) => ({ id: c.id, name: c.name }));
    } catch {
      return [];
    }
  }

  /** A device's claim: refused unless the link may still claim and the PC is unbound. */
  claim(linkId: string, characterId: string): void {
    const link = this.link(linkId);
    if (!link?.canClaim) throw new AppError('players/cannot-claim', 'This link cannot claim a character: ask the storyteller.');
    const pc = this.claimable().find((c) => c.id === characterId);
    if (!pc) throw new AppError('players/cannot-claim', 'That character is not free to claim.');
    this.claims.set(linkId, { linkId, characterId, name: pc.name });
    this.o.changed();
  }

  /** The storyteller confirms (the PC is bound, the link's claim used) or turns down a claim. */
  confirmClaim(linkId: string, accept: boolean): void {
    const claim = this.claims.get(linkId);
    if (!claim) throw new AppError('players/no-claim', 'That link has no claim waiting.');
    this.claims.delete(linkId);
    if (!accept) return this.o.changed();
    this.write((repos) => {
      const link = this.require(linkId);
      this.checkCharacters(repos, [claim.characterId], linkId);
      repos.playerLinks.setCharacters(linkId, [...link.characterIds, claim.characterId]);
      repos.playerLinks.setCanClaim(linkId, false);
    });
  }

  play(): PlayerPlay {
    return this.o.session().repos.playerLinks.play();
  }

  setPlay(play: PlayerPlay): PlayerPlay {
    this.o.session().transact((repos) => repos.playerLinks.setPlay(play));
    this.o.changed();
    return play;
  }

  private require(linkId: string): StoredLink {
    const link = this.o.session().repos.playerLinks.get(linkId);
    if (!link) throw new AppError('players/no-link', `No player link with id ${linkId}.`);
    return link;
  }

  /** Every character must be a PC of the campaign, bound to no other link. */
  private checkCharacters(repos: CampaignSession['repos'], ids: readonly string[], self: string | null): void {
    if (new Set(ids).size !== ids.length) throw new AppError('players/bad-binding', 'characterIds: a character is named twice.');
    for (const id of ids) {
      const c = repos.characters.get(id);
      if (!c) throw new AppError('players/bad-binding', `characterIds: no character with id ${id}.`);
      if (c.kind !== 'pc') throw new AppError('players/bad-binding', `characterIds: ${c.name} is an NPC; a player link acts for PCs only.`);
      const other = repos.playerLinks.linksOf(id).find((l) => l !== self);
      if (other !== undefined) throw new AppError('players/bad-binding', `characterIds: ${c.name} is bound to another player's link already.`);
    }
  }

  private write(run: (repos: CampaignSession['repos']) => void): void {
    this.o.session().transact(run);
    this.cache = null;
    this.o.changed();
  }
}
