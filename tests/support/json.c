/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "json.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static void skip_space(const char **p) {
  while (**p == ' ' || **p == '\n' || **p == '\r' || **p == '\t') (*p)++;
}

static char *parse_string(const char **p) {
  cr_assert_eq(**p, '"', "JSON: a string expected at \"%.20s\"", *p);
  (*p)++;
  size_t cap = 16, len = 0;
  char *out = malloc(cap);
  for (; **p != '"'; (*p)++) {
    cr_assert(**p, "JSON: unterminated string");
    char c = **p;
    if (c == '\\') c = *++*p;
    if (len + 2 > cap) out = realloc(out, cap *= 2);
    out[len++] = c;
  }
  (*p)++;
  out[len] = 0;
  return out;
}

static void parse_value(const char **p, json *out);

static void add_member(json *container, const char **p, char *name) {
  container->members = realloc(container->members, (container->count + 1) * sizeof(json));
  container->names = realloc(container->names, (container->count + 1) * sizeof(char *));
  container->names[container->count] = name;
  parse_value(p, &container->members[container->count++]);
}

static void parse_members(const char **p, json *out, char close, int named) {
  (*p)++;
  skip_space(p);
  while (**p != close) {
    char *name = NULL;
    if (named) {
      name = parse_string(p);
      skip_space(p);
      cr_assert_eq(**p, ':', "JSON: ':' expected");
      (*p)++;
    }
    add_member(out, p, name);
    skip_space(p);
    if (**p == ',') (*p)++, skip_space(p);
  }
  (*p)++;
}

static void parse_value(const char **p, json *out) {
  *out = (json){0};
  skip_space(p);
  if (**p == '{') {
    out->kind = JSON_OBJECT;
    parse_members(p, out, '}', 1);
  } else if (**p == '[') {
    out->kind = JSON_ARRAY;
    parse_members(p, out, ']', 0);
  } else if (**p == '"') {
    out->kind = JSON_STRING;
    out->text = parse_string(p);
  } else if (!strncmp(*p, "null", 4)) {
    out->kind = JSON_NULL;
    *p += 4;
  } else {
    size_t len = strcspn(*p, ",]} \n\r\t");
    cr_assert(len > 0, "JSON: a value expected at \"%.20s\"", *p);
    out->kind = JSON_OTHER;
    out->text = malloc(len + 1);
    memcpy(out->text, *p, len);
    out->text[len] = 0;
    *p += len;
  }
}

json *json_read_vector(const char *file) {
  FILE *f = fopen(vector_path(file), "rb");
  cr_assert(f, "cannot open %s", vector_path(file));
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc((size_t)size + 1);
  cr_assert_eq(fread(text, 1, (size_t)size, f), (size_t)size);
  fclose(f);
  text[size] = 0;
  json *value = malloc(sizeof *value);
  const char *p = text;
  parse_value(&p, value);
  free(text);
  return value;
}

const json *json_member(const json *object, const char *name) {
  for (size_t i = 0; i < object->count; i++)
    if (object->names[i] && !strcmp(object->names[i], name)) return &object->members[i];
  return NULL;
}

static void free_contents(json *value) {
  for (size_t i = 0; i < value->count; i++) {
    free_contents(&value->members[i]);
    if (value->names) free(value->names[i]);
  }
  free(value->members);
  free(value->names);
  free(value->text);
}

void json_free(json *value) {
  free_contents(value);
  free(value);
}
