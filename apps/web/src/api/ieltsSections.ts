import {
  ieltsSectionOf,
  type IeltsSectionType,
  type InlineSubmitResponse,
  type InlineSubmitWire,
  type MyResultItem,
  type MyResultItemWire,
  type StartIeltsSectionResponse,
  type StartIeltsSectionWire,
} from '@bandwise/core';

/**
 * The web's edge for IELTS section names: seed 001's IELTS answers spell them in capitals ('LISTENING'), the code
 * in the skills' spelling. Each call that carries one reads it through here (the server's contract does the same with
 * its schemas), so nothing past the API calls sees the capitals. A name the client does not know reads as none.
 */
const sectionOf = (name: string | null | undefined): IeltsSectionType | null => ieltsSectionOf(name) ?? null;

export function myResultFromWire({ remainSection, lateSections, ...item }: MyResultItemWire): MyResultItem {
  return {
    ...item,
    remainSection: sectionOf(remainSection),
    ...(lateSections && { lateSections: lateSections.map(sectionOf).filter((section): section is IeltsSectionType => section !== null) }),
  };
}

export const startFromWire = (answer: StartIeltsSectionWire): StartIeltsSectionResponse => ({
  ...answer,
  remainSection: sectionOf(answer.remainSection),
});

export const inlineSubmitFromWire = (answer: InlineSubmitWire): InlineSubmitResponse => ({
  ...answer,
  remainSection: sectionOf(answer.remainSection),
});
