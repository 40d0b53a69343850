/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* A reader of the JSON the vector files use: objects, arrays, strings
 * (with the escapes \" \\ \/), null, true, false and numbers as text. */
#ifndef KX_TEST_JSON_H
#define KX_TEST_JSON_H

#include <stddef.h>

typedef enum { JSON_NULL, JSON_STRING, JSON_ARRAY, JSON_OBJECT, JSON_OTHER } json_kind;

typedef struct json {
  json_kind kind;
  char *text;           /* a string's contents, or a number's or true's/false's text */
  size_t count;         /* an array's or object's members */
  char **names;         /* an object's member names */
  struct json *members; /* an array's elements, an object's values */
} json;

/* The contents of a vector file (tests/vectors/<file>), or fails the test. */
json *json_read_vector(const char *file);
/* The member called `name` of an object, or NULL. */
const json *json_member(const json *object, const char *name);
void json_free(json *value);

#endif
