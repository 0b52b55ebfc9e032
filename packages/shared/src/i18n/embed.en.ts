/**
 * English texts of the embeddable card of a track and its oEmbed endpoint (`embed.*`): the card a
 * school's or a blog's page frames, the Share menu's "Embed" item and the errors of /oembed
 * (docs/decisions/0051-embedding-a-track.md). vi mirrors every key.
 */
export const embedEn = {
  see_on_ladder: 'See on Ladder',
  opens_new_tab: '(opens in a new tab)',
  by: 'By {{name}}',
  skills: 'Skills',
  below: 'Rungs below',
  above: 'Rungs above',
  frame_title: '{{title}} on Ladder',
  menu_item: 'Embed',
  dialog_title: 'Embed this career track',
  dialog_hint: 'Paste this code into a web page to show the track’s card. Visitors can open it on Ladder.',
  code_label: 'Embed code',
  copy_code: 'Copy code',
  copied: 'Code copied',
  close: 'Close',
  errors: {
    format_unsupported: 'Only the JSON format is available.',
    url_unknown: 'That address is not a shared career track on Ladder.',
  },
};
