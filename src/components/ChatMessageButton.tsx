import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { OfferLanguage } from '../../domain/offer';
import { MessageLanguageToggle, useMessageLanguage } from '../resources/subscriptions/MessageLanguage';

/** A message for a person's chat: its text, and the link that opens it to their mobile (null without one). */
export interface ChatMessage {
  text: string;
  chat_url: string | null;
}

/** What a chat message button says and where its message comes from. */
export interface ChatMessageSource {
  /** The button's and the dialog's titles, the language toggle's label, and the notice once copied. */
  label: string;
  title: string;
  languageLabel: string;
  copied: string;
  /** The query's key, the language added. */
  queryKey: readonly unknown[];
  load(lang: OfferLanguage): Promise<ChatMessage>;
}

/** The message in the dialog's language: its text, and the chat link when the person has a mobile. */
function MessageContent({ source, lang }: { source: ChatMessageSource; lang: OfferLanguage }) {
  const translate = useTranslate();
  const {
    data: offer,
    error,
    isPending,
  } = useQuery({
    queryKey: [...source.queryKey, lang],
    queryFn: () => source.load(lang),
  });
  if (isPending) return <CircularProgress />;
  if (error) return <Alert severity="error">{translate(error.message, { _: translate('ps.errors.generic') })}</Alert>;
  return <ChatMessageView message={offer} lang={lang} copied={source.copied} />;
}

/** A chat message as staff see it before sending: its text in its language, the chat link, and a copy button. */
export function ChatMessageView({
  message: offer,
  lang,
  copied,
}: {
  message: ChatMessage;
  lang: OfferLanguage;
  copied: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(offer.text);
      notify(copied, { type: 'success' });
    } catch {
      notify('ps.subscriptions.offer.copy_failed', { type: 'error' });
    }
  };
  return (
    <>
      {offer.chat_url ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('ps.subscriptions.offer.no_phone')}
        </Alert>
      )}
      <Box
        component="pre"
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        sx={{
          whiteSpace: 'pre-wrap',
          // A link is one long word: it breaks at the box's edge rather than run out of it.
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          bgcolor: 'action.hover',
          p: 2,
          borderRadius: 1,
          m: 0,
          maxHeight: 360,
          overflow: 'auto',
        }}
      >
        {offer.text}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {offer.chat_url ? (
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            href={offer.chat_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {translate('ps.subscriptions.offer.open_chat')}
          </Button>
        ) : null}
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('ps.subscriptions.offer.copy')}
        </Button>
      </Box>
    </>
  );
}

/**
 * A message to a person, as a chat message to their mobile (WhatsApp) or as text to copy, in
 * Arabic or English (the screen's language first: the staff pick the person's).
 */
export function ChatMessageButton({ source }: { source: ChatMessageSource }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useMessageLanguage();
  const titleId = useId();
  return (
    <>
      <Button startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate(source.label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(source.title)}</DialogTitle>
        <DialogContent>
          <MessageLanguageToggle value={lang} onChange={setLang} label={source.languageLabel} />
          {open ? <MessageContent source={source} lang={lang} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
